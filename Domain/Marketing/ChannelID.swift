/// The npoint document id of a marketing channel: exactly 20 lowercase hexadecimal characters.
///
/// Validated where it enters the system, so a value of this type is always safe to put in a
/// request path or a file name (it can only name `<id>.json` inside the fallback folder).
public struct ChannelID: Hashable, Sendable, CustomStringConvertible {
    /// The 20 lowercase hexadecimal characters.
    public let rawValue: String

    /// Validates `rawValue`.
    ///
    /// - Throws: ``MarketingError/invalidChannelID(_:)`` unless `rawValue` is exactly 20
    ///   characters from `0-9a-f` (no spaces, no upper case, no path characters).
    public init(validating rawValue: String) throws(MarketingError) {
        guard Self.isValid(rawValue) else {
            throw .invalidChannelID(MarketingError.printable(rawValue))
        }
        self.rawValue = rawValue
    }

    /// Whether `text` is a well-formed channel id.
    public static func isValid(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count == 20 else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        }
    }

    /// The raw text.
    public var description: String { rawValue }
}
