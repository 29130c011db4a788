import Foundation

/// An address that is safe to hand to a browser: http or https, with a host, printable
/// ASCII only.
///
/// The only way to an ``URLOpener``. Refused, each with a ``URLOpenError`` the user can
/// read: other schemes (`javascript:`, `file:`, `data:`, …), no host, user info
/// (`https://bank.example@evil.example`), spaces, quotes, backslashes, angle brackets,
/// control or non-ASCII characters (such addresses must come percent-encoded), and more
/// than 2,048 characters.
public struct WebAddress: Equatable, Sendable, CustomStringConvertible {
    /// The most characters an address may have.
    public static let maximumLength = 2_048

    /// The address exactly as it will be passed on.
    public let text: String

    /// The address as ``text`` has it.
    public var description: String { text }

    /// Checks `text` (surrounding spaces are ignored).
    public init(_ text: String) throws(URLOpenError) {
        let text = text.trimmingSpaces()
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength else {
            throw .malformed
        }
        let forbidden: Set<UInt8> = [0x20, 0x22, 0x27, 0x60, 0x5C, 0x3C, 0x3E]  // space " ' ` \ < >
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !forbidden.contains($0) }) else {
            throw .unsafeCharacters
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme
        else { throw .malformed }
        guard ["http", "https"].contains(scheme.lowercased()) else {
            throw .unsupportedScheme(String(scheme.prefix(20)))
        }
        guard let host = components.host, !host.isEmpty else { throw .missingHost }
        guard components.user == nil, components.password == nil else { throw .userInfo }
        self.text = text
    }
}

/// Why an address was not opened; ``message`` is one sentence for the user.
public enum URLOpenError: Error, Equatable, Sendable {
    /// Not a web address at all, or too long.
    case malformed
    /// Spaces, quotes, backslashes, control or non-ASCII characters.
    case unsafeCharacters
    /// A scheme other than http or https (given, already limited to URL scheme characters).
    case unsupportedScheme(String)
    /// No host name.
    case missingHost
    /// A user name or password before the host, a common disguise.
    case userInfo
    /// No `xdg-open` on this system.
    case openerUnavailable
    /// `xdg-open` could not be started (the `posix_spawn` error number).
    case launchFailed(Int32)

    /// What happened and what to do, in one sentence.
    public var message: String {
        switch self {
        case .malformed:
            "This is not a valid web address, so it was not opened."
        case .unsafeCharacters:
            "This address contains spaces, quotes or control characters, so it was not opened."
        case .unsupportedScheme(let scheme):
            "Only http and https addresses are opened, and this one starts with \"\(scheme):\"."
        case .missingHost:
            "This address names no web site, so it was not opened."
        case .userInfo:
            "This address hides a user name before the site name, so it was not opened."
        case .openerUnavailable:
            "xdg-open was not found; copy the address into your browser instead."
        case .launchFailed:
            "xdg-open could not be started; copy the address into your browser instead."
        }
    }
}
