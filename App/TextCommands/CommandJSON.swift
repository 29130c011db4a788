import CleanAppsDataCore
import Foundation

/// Encodes command output as stable, pretty, snake_case JSON.
///
/// Every `--json` output goes through here. Every scalar a terminal, pager or editor would
/// hide or use to reorder the text around it is written as `\uXXXX` (a surrogate pair past
/// U+FFFF): the C1 controls (U+0080–U+009F), every invisible format character (Unicode's Cf:
/// the soft hyphen, zero-width spaces and joiners, bidi marks, embeddings and isolates, the
/// word joiner, the BOM, tags…), the whole tag block U+E0000–U+E007F and the noncharacters
/// (U+FDD0–U+FDEF and the last two of every plane). A JSON reader gets the same values.
public enum CommandJSON {
    /// `value` as JSON text with sorted keys, ISO 8601 dates and a trailing newline.
    public static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .utcISO8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null\n" }
        return String(decoding: escapingInvisibles([UInt8](data) + [0x0A]), as: UTF8.self)
    }

    /// What `write` writes, as ``text(_:)`` would give it: a writer's text is the encoder's
    /// when keys are written sorted, snake_case, dates as `.utcISO8601` writes them.
    package static func text(capacity: Int, writing write: (inout PrettyJSONWriter) -> Void)
        -> String
    {
        var writer = PrettyJSONWriter(capacity: capacity)
        write(&writer)
        writer.endLine()
        return String(decoding: escapingInvisibles(writer.bytes), as: UTF8.self)
    }

    /// What ``text(capacity:writing:)`` gives for `write`, handed to `output` in pieces of
    /// about `pieceSize` bytes as it is written, so the whole text is never held at once.
    ///
    /// NB: a piece ends after a value of an array (``PrettyJSONWriter/init(flushingEvery:to:)``),
    /// never inside a string, so escaping each piece on its own gives the same bytes.
    package static func write(
        pieceSize: Int = 65_536, to output: @escaping (String) -> Void,
        writing write: (inout PrettyJSONWriter) -> Void
    ) {
        var writer = PrettyJSONWriter(flushingEvery: max(pieceSize, 1)) { piece in
            output(String(decoding: escapingInvisibles(Array(piece)), as: UTF8.self))
        }
        write(&writer)
        writer.endLine()
        writer.flush()
    }

    /// `json` (UTF-8) with every ``isInvisible(_:)`` scalar written as `\uXXXX`, or as a
    /// `\uXXXX\uXXXX` surrogate pair past U+FFFF.
    ///
    /// NB: such scalars can only stand inside strings of the JSON text (never in its
    /// structure), where the escape means the same scalar, so no parsing is needed; ASCII,
    /// most of the text, is skipped a byte at a time.
    public static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index < json.count {
            let lead = json[index]
            guard lead >= 0xC0 else {
                index += 1
                continue
            }
            let start = index
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            index = min(index + length, json.count)
            let value = json[(start + 1)..<index].reduce(UInt32(lead & (0x7F >> length))) {
                $0 << 6 | UInt32($1 & 0x3F)
            }
            guard let scalar = Unicode.Scalar(value), isInvisible(scalar) else { continue }
            result.append(contentsOf: json[copied..<start])
            appendEscape(of: scalar, to: &result)
            copied = index
        }
        guard copied > 0 else { return json }
        result.append(contentsOf: json[copied...])
        return result
    }

    /// C1 controls, Unicode's invisible format characters (Cf), the tag block and the
    /// noncharacters.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0xE0000...0xE007F: true
        // NB: the letters and signs most text is made of, without a property lookup.
        case 0xA0...0xAC, 0xAE...0x5FF, 0x3000...0xD7FF: false
        default:
            scalar.properties.generalCategory == .format
                || scalar.properties.isNoncharacterCodePoint
        }
    }

    /// Appends `\uXXXX` for `scalar`, or its UTF-16 surrogate pair as two such escapes.
    private static func appendEscape(of scalar: Unicode.Scalar, to result: inout [UInt8]) {
        for unit in UTF16.encode(scalar)! {
            let hex = String(unit, radix: 16)
            result.append(
                contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".utf8)
        }
    }
}
