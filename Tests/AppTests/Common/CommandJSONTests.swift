import Foundation
import Testing

@testable import TextCommands

/// `--json` text escapes the scalars a terminal or editor would hide or reorder, and a JSON
/// reader still gets the same values back.
@Suite struct CommandJSONTests {
    private struct Sample: Codable, Equatable {
        let text: String
        let list: [String]
    }

    private static let invisible =
        "a\u{80}b\u{85}\u{9F}c\u{200B}\u{200C}\u{200D}\u{200E}\u{200F}d\u{202A}\u{202B}"
        + "\u{202C}\u{202D}\u{202E}e\u{2066}\u{2067}\u{2068}\u{2069}f\u{FEFF}g"

    @Test func text_invisibleAndBidiScalars_areEscapedAndDecodeBackUnchanged() throws {
        let sample = Sample(text: Self.invisible, list: ["\u{202E}evil", "홍길동 \u{A0}é"])

        let text = CommandJSON.text(sample)

        #expect(HostileJSON.strings.count > 0)
        HostileJSON.expectNoRawInvisibles(text)
        #expect(text.contains("\\u0080") && text.contains("\\u202e") && text.contains("\\ufeff"))
        #expect(text.contains("홍길동 \u{A0}é"))
        let decoded = try JSONDecoder().decode(Sample.self, from: Data(text.utf8))
        #expect(decoded.text.unicodeScalars.elementsEqual(sample.text.unicodeScalars))
        #expect(decoded.list == sample.list)
    }

    @Test func escapingInvisibles_atEitherEndAndSideBySide_areEachEscaped() {
        let text = "\u{FEFF}a\u{85}\u{2069}\u{200B}é€\u{2028}\u{A0}😀\u{9F}"

        let escaped = CommandJSON.escapingInvisibles(Array(text.utf8))

        #expect(
            String(decoding: escaped, as: UTF8.self)
                == "\\ufeffa\\u0085\\u2069\\u200bé€\u{2028}\u{A0}😀\\u009f")
    }

    @Test func escapingInvisibles_noneThere_isUnchanged() {
        let text = Array("[\"é€\u{2028}\u{A0}😀\u{FFFD}\u{7F}\"]".utf8)

        #expect(CommandJSON.escapingInvisibles(text) == text)
    }
}
