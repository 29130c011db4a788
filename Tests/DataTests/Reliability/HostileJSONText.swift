import Foundation

/// Seeded text-level damage that a JSON tree cannot express: numbers outside every numeric
/// type, `NaN`-like literals, duplicate keys with another type, very deep nesting, very long
/// strings and invalid UTF-8 inside a string.
struct HostileJSONText {
    /// Number literals no Swift integer or finite `Double` holds, and words that are not JSON.
    static let numbers = [
        "1e999", "-1e999", "9223372036854775808", "-9223372036854775809",
        "184467440737095516150", "NaN", "-Infinity", "Infinity", "0x10", "1.0e-400", "00012",
        "-0", "1_000", "+1",
    ]
    /// Byte sequences that are not valid UTF-8: a lone continuation byte, an overlong slash,
    /// a UTF-16 surrogate, a code point past U+10FFFF and a truncated sequence.
    static let invalidUTF8: [[UInt8]] = [
        [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ]

    /// `document` (JSON text) with one hostile change; `keys` are names found in it.
    static func mutate(
        _ document: Data, keys: [String], using bytes: inout ByteMutator
    ) -> Data {
        var text = [UInt8](document)
        switch bytes.int(0..<5) {
        case 0:
            replaceNumber(in: &text, with: numbers[bytes.int(0..<numbers.count)], using: &bytes)
        case 1:
            let key = keys.isEmpty ? "schemaVersion" : keys[bytes.int(0..<keys.count)]
            let value = numbers[bytes.int(0..<numbers.count)]
            insertAfterBrace(&text, Array("\"\(key)\":\(value),".utf8), using: &bytes)
        case 2:
            let depth = [600, 5_000, 50_000][bytes.int(0..<3)]
            return Data(repeating: UInt8(ascii: "["), count: depth) + document
                + Data(repeating: UInt8(ascii: "]"), count: depth)
        case 3:
            let long = String(repeating: "ж", count: [10_000, 100_000][bytes.int(0..<2)])
            insertIntoString(&text, Array(long.utf8), using: &bytes)
        default:
            insertIntoString(&text, invalidUTF8[bytes.int(0..<invalidUTF8.count)], using: &bytes)
        }
        return Data(text)
    }

    /// Replaces the first number at or after a random position (else appends `literal`).
    private static func replaceNumber(
        in text: inout [UInt8], with literal: String, using bytes: inout ByteMutator
    ) {
        let isNumeric: (UInt8) -> Bool = { (0x30...0x39).contains($0) || $0 == 0x2D }
        let from = text.isEmpty ? 0 : bytes.int(0..<text.count)
        guard
            let start = text[from...].firstIndex(where: isNumeric)
                ?? text.firstIndex(where: isNumeric)
        else {
            text += Array(literal.utf8)
            return
        }
        let numberChars = Set(Array("0123456789-+.eE".utf8))
        let end = text[start...].firstIndex { !numberChars.contains($0) } ?? text.endIndex
        text.replaceSubrange(start..<end, with: Array(literal.utf8))
    }

    /// Inserts `member` right after a random `{` (a duplicate or extra key).
    private static func insertAfterBrace(
        _ text: inout [UInt8], _ member: [UInt8], using bytes: inout ByteMutator
    ) {
        let braces = text.indices.filter { text[$0] == UInt8(ascii: "{") }
        guard !braces.isEmpty else { return }
        text.insert(contentsOf: member, at: braces[bytes.int(0..<braces.count)] + 1)
    }

    /// Inserts `content` right after a random `"` (inside a string or key).
    private static func insertIntoString(
        _ text: inout [UInt8], _ content: [UInt8], using bytes: inout ByteMutator
    ) {
        let quotes = text.indices.filter { text[$0] == UInt8(ascii: "\"") }
        guard !quotes.isEmpty else { return }
        text.insert(contentsOf: content, at: quotes[bytes.int(0..<quotes.count)] + 1)
    }
}
