import CleanAppsDataCore
import Foundation

/// Encodes command output as stable, pretty, snake_case JSON.
///
/// Every `--json` output goes through here. C1 controls (U+0080–U+009F), zero-width and
/// direction marks (U+200B–U+200F), bidi embeddings and isolates (U+202A–U+202E,
/// U+2066–U+2069) and the BOM (U+FEFF) are written as `\uXXXX`: a JSON reader gets the same
/// values, but a terminal, pager or editor showing the text can no longer hide or reorder
/// what is around them.
enum CommandJSON {
    /// `value` as JSON text with sorted keys, ISO 8601 dates and a trailing newline.
    static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .utcISO8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null\n" }
        return escapingInvisibles(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// `json` with every ``isInvisible(_:)`` scalar written as `\uXXXX`.
    ///
    /// NB: such scalars can only stand inside strings of encoder output (never in its
    /// structure), where `\uXXXX` means the same scalar, so no parsing is needed.
    static func escapingInvisibles(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isInvisible) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isInvisible(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            result.append(
                contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)"
                    .unicodeScalars)
        }
        return String(result)
    }

    /// C1 controls, zero-width and direction marks, bidi embeddings, overrides and
    /// isolates, and the BOM.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
