import CleanAppsDataCore
import Foundation

/// Encodes command output as stable, pretty, snake_case JSON.
enum CommandJSON {
    /// `value` as JSON text with sorted keys, ISO 8601 dates and a trailing newline.
    static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .utcISO8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
