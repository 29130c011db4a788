/// A validated e-mail address (addr-spec `local@domain`), safe to put in a mail header.
public struct EmailAddress: Equatable, Sendable, CustomStringConvertible {
    /// The address, e.g. "team@example.com".
    public let rawValue: String

    /// Validates `text` after trimming surrounding spaces.
    ///
    /// Accepts only ASCII `local@domain` with a dot-atom local part (at most 64 characters)
    /// and a domain of at least two letter-digit-hyphen labels; at most 254 characters in all.
    /// - Throws: ``MarketingError/invalidRecipient(_:)`` otherwise, in particular for any
    ///   control character (CR, LF, …), so header injection is impossible.
    public init(validating text: String) throws(MarketingError) {
        let invalid = MarketingError.invalidRecipient(MarketingError.printable(text))
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw invalid
        }
        let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard Self.isPlausible(trimmed) else { throw invalid }
        rawValue = trimmed
    }

    /// The raw text.
    public var description: String { rawValue }

    private static let localCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~.".utf8)
    private static let labelCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-".utf8)

    private static func isPlausible(_ address: String) -> Bool {
        let bytes = Array(address.utf8)
        guard bytes.count <= 254, bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        let parts = bytes.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let local = parts[0]
        let domain = parts[1]
        guard (1...64).contains(local.count), local.allSatisfy(localCharacters.contains),
            local.first != UInt8(ascii: "."), local.last != UInt8(ascii: "."),
            !zip(local, local.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1 == $0 })
        else { return false }
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.allSatisfy(labelCharacters.contains)
                && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
        }
    }
}
