import CleanAppsCore

/// The recipient of the Marketing e-mail: a `MailAddress` validated by the
/// one rule all of CleanApps' e-mail follows, with Marketing's error when it is not one.
public struct EmailAddress: Equatable, Sendable, CustomStringConvertible {
    /// The validated address.
    public let mailAddress: MailAddress

    /// Validates `text` as `MailAddress(parsing:)` (CleanAppsCore) does.
    ///
    /// - Throws: ``MarketingError/invalidRecipient(_:)`` when it is not an address (two
    ///   addresses, any control character, …), so header injection is impossible.
    public init(validating text: String) throws(MarketingError) {
        guard let address = MailAddress(parsing: text) else {
            throw MarketingError.invalidRecipient(MarketingError.printable(text))
        }
        mailAddress = address
    }

    /// The address, e.g. "team@example.com".
    public var rawValue: String { mailAddress.rawValue }
    /// The name in `Name <addr>`, without quotes; nil when only the address was given.
    public var displayName: String? { mailAddress.displayName }
    /// "Name <addr>", or the address alone.
    public var description: String { mailAddress.description }
}
