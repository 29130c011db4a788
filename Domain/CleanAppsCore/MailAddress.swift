/// A validated e-mail address (addr-spec `local@domain`, optionally with a display name),
/// safe to put in a mail header: the one rule every app's e-mail follows.
public struct MailAddress: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The address, e.g. "team@example.com" or "jürgen@bücher.example" (RFC 6532).
    public let rawValue: String
    /// The name in `Name <addr>`, without quotes; nil when only the address was given.
    public let displayName: String?

    /// Validates `text` after trimming surrounding spaces: `addr` or `Name <addr>`.
    ///
    /// The address is `local@domain` with a dot-atom local part (at most 64 bytes) and a
    /// domain of at least two letter-digit-hyphen labels, at most 254 bytes in all; letters
    /// beyond ASCII are allowed in both (internationalised addresses, RFC 6532). The name may
    /// be quoted; it may hold any printable text but `<`, `>` and `"` inside.
    /// Nil otherwise, in particular for two addresses and any control character (CR, LF,
    /// …), so header injection is impossible.
    public init?(parsing text: String) {
        guard
            !text.unicodeScalars.contains(where: {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            })
        else {
            return nil
        }
        let trimmed = Self.trimmed(Substring(text))
        var address = trimmed
        var name: String?
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            address = Self.trimmed(
                trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            var named = Self.trimmed(trimmed[..<open])
            if named.count >= 2, named.hasPrefix("\""), named.hasSuffix("\"") {
                named = String(named.dropFirst().dropLast())
            }
            guard !named.contains(where: { "<>\"".contains($0) }), !named.contains("=?") else {
                return nil
            }
            name = named.isEmpty ? nil : named
        }
        guard Self.isPlausible(address) else { return nil }
        rawValue = address
        displayName = name
    }

    /// "Name <addr>", or the address alone.
    public var description: String { displayName.map { "\($0) <\(rawValue)>" } ?? rawValue }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// A letter or digit beyond ASCII, allowed in internationalised addresses.
    private static func isInternationalLetter(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
    }

    private static let localCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~.".utf8)
    private static let labelCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-".utf8)

    private static func isPlausible(_ address: String) -> Bool {
        guard address.unicodeScalars.allSatisfy({ $0.isASCII || isInternationalLetter($0) })
        else { return false }
        // NB: every byte of a non-ASCII letter counts as a letter below.
        let bytes = Array(address.utf8)
        guard bytes.count <= 254 else { return false }
        let parts = bytes.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let local = parts[0]
        let domain = parts[1]
        guard (1...64).contains(local.count),
            local.allSatisfy({ $0 >= 0x80 || localCharacters.contains($0) }),
            local.first != UInt8(ascii: "."), local.last != UInt8(ascii: "."),
            !zip(local, local.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1 == $0 })
        else { return false }
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count)
                && label.allSatisfy({ $0 >= 0x80 || labelCharacters.contains($0) })
                && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
        }
    }
}
