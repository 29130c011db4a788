import Foundation

/// A checked link to a fundraising jar: any http(s) page, recognised as a monobank jar when it
/// has the shape `send.monobank.ua/jar/<id>`.
public struct JarLink: Equatable, Sendable {
    /// Why a typed link was refused.
    public enum InputError: Error, Equatable, Sendable {
        /// Not an http(s) URL with a host, or it holds spaces or credentials.
        case invalid
        /// Longer than ``JarLink/maximumLength`` bytes.
        case tooLong

        /// One sentence for the user, shown next to the link field.
        public var message: String {
            switch self {
            case .invalid:
                "Enter a link that starts with http:// or https:// and names a site, or leave it "
                    + "empty."
            case .tooLong:
                "This link is longer than \(JarLink.maximumLength) bytes; copy the jar's own link "
                    + "(send.monobank.ua/jar/…) instead."
            }
        }
    }

    /// The longest link accepted.
    public static let maximumLength = 2048

    /// The note shown for a valid link that is not a monobank jar.
    public static let notMonobankNote =
        "This is not a monobank jar link (send.monobank.ua/jar/…), so its progress will not load."

    /// The most bytes of a link the poster's QR code holds (a version-10 symbol at error
    /// correction M); a longer link is left off the poster.
    public static let maximumQRBytes = 213

    /// The note shown for a valid link too long for the poster's QR code.
    public static let tooLongForQRNote =
        "This link is too long for the poster's QR code (over \(maximumQRBytes) bytes), so the "
        + "poster goes without one; a shorter link gets a code."

    /// Whether the poster's QR code can carry this link (at most ``maximumQRBytes`` bytes).
    public var fitsPosterQRCode: Bool { url.absoluteString.utf8.count <= Self.maximumQRBytes }

    /// The link as the user gave it, trimmed.
    public let url: URL
    /// The jar id when this is a monobank jar link, else nil.
    public let monobankJarID: String?

    /// Checks `text` and builds a link; surrounding whitespace is ignored.
    public static func parse(_ text: String) -> Result<JarLink, InputError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= maximumLength else { return .failure(.tooLong) }
        guard !trimmed.isEmpty,
            !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }),
            let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil,
            let url = URL(string: trimmed)
        else { return .failure(.invalid) }
        return .success(
            JarLink(url: url, monobankJarID: monobankID(host: host, path: components.path)))
    }

    /// Whether `id` is a safe jar id: 1–64 ASCII letters, digits, `-` or `_`.
    public static func isSafeJarID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
    }

    private static func monobankID(host: String, path: String) -> String? {
        guard host.lowercased() == "send.monobank.ua" else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0] == "jar" else { return nil }
        let id = String(parts[1])
        return isSafeJarID(id) ? id : nil
    }

    private init(url: URL, monobankJarID: String?) {
        self.url = url
        self.monobankJarID = monobankJarID
    }
}
