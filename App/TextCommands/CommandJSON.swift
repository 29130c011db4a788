import CleanAppsDataCore
import Foundation

/// Encodes command output as stable, pretty, snake_case JSON.
///
/// Every `--json` output goes through here. C1 controls (U+0080–U+009F), zero-width and
/// direction marks (U+200B–U+200F), bidi embeddings and isolates (U+202A–U+202E,
/// U+2066–U+2069) and the BOM (U+FEFF) are written as `\uXXXX`: a JSON reader gets the same
/// values, but a terminal, pager or editor showing the text can no longer hide or reorder
/// what is around them.
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

    /// `json` (UTF-8) with every ``isInvisible(_:)`` scalar written as `\uXXXX`.
    ///
    /// NB: such scalars can only stand inside strings of the JSON text (never in its
    /// structure), where `\uXXXX` means the same scalar, so no parsing is needed. All of them
    /// start with byte C2, E2 or EF, which is how the scan skips the rest.
    public static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index < json.count {
            let lead = json[index]
            guard lead == 0xC2 || lead == 0xE2 || lead == 0xEF else {
                index += 1
                continue
            }
            let start = index
            index = min(index + (lead == 0xC2 ? 2 : 3), json.count)
            let value = json[(start + 1)..<index].reduce(
                UInt32(lead & (lead == 0xC2 ? 0x1F : 0x0F))
            ) { $0 << 6 | UInt32($1 & 0x3F) }
            guard let scalar = Unicode.Scalar(value), isInvisible(scalar) else { continue }
            result.append(contentsOf: json[copied..<start])
            let hex = String(value, radix: 16)
            result.append(
                contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".utf8)
            copied = index
        }
        guard copied > 0 else { return json }
        result.append(contentsOf: json[copied...])
        return result
    }

    /// C1 controls, zero-width and direction marks, bidi embeddings, overrides and
    /// isolates, and the BOM.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
