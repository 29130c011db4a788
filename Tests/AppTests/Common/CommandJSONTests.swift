import CleanAppsTestSupport
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

    /// Every scalar `--json` must escape: each Cf scalar Unicode knows, the tag block, the
    /// noncharacters and the C1 controls.
    static let everyInvisible: [Unicode.Scalar] = (0...0x10FFFF).compactMap {
        Unicode.Scalar(UInt32($0))
    }.filter(HostileJSON.isInvisible)

    /// Ordinary text to mix them with: ASCII, Hangul, a combining mark, emoji and their joiner.
    static let ordinary: [String] = [
        "a", "Z", " ", "\"", "\\", "홍", "é", "e\u{301}", "😀", "👨‍👩‍👧", "\n",
    ]

    /// Decodes `text` with both of Foundation's JSON readers and expects `sample` from each.
    private func expectRoundTrip(_ text: String, _ sample: Sample) throws {
        HostileJSON.expectNoRawInvisibles(text)
        let decoded = try JSONDecoder().decode(Sample.self, from: Data(text.utf8))
        #expect(decoded.text.unicodeScalars.elementsEqual(sample.text.unicodeScalars))
        #expect(
            decoded.list.map { Array($0.unicodeScalars) }
                == sample.list.map { Array($0.unicodeScalars) })
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let serialized = try #require(object["text"] as? String)
        #expect(serialized.unicodeScalars.elementsEqual(sample.text.unicodeScalars))
    }

    @Test func text_everyInvisibleScalar_isEscapedAndDecodesBackUnchanged() throws {
        #expect(Self.everyInvisible.count > 250)
        for scalar in Self.everyInvisible {
            let sample = Sample(text: "<\(scalar)>", list: [String(scalar)])

            try expectRoundTrip(CommandJSON.text(sample), sample)
        }
    }

    @Test func text_randomMixesOfInvisibleAndOrdinaryText_roundTrip() throws {
        var generator = SeededGenerator(seed: 2_060)
        for _ in 0..<500 {
            let pieces = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? String(Self.everyInvisible.randomElement(using: &generator)!)
                    : Self.ordinary.randomElement(using: &generator)!
            }
            let sample = Sample(text: pieces.joined(), list: pieces)

            try expectRoundTrip(CommandJSON.text(sample), sample)
        }
    }

    @Test func escapingInvisibles_astralScalar_isASurrogatePair() {
        let text = Array("\u{E0041}\u{1D173}\u{10FFFF}".utf8)

        #expect(
            String(decoding: CommandJSON.escapingInvisibles(text), as: UTF8.self)
                == "\\udb40\\udc41\\ud834\\udd73\\udbff\\udfff")
    }
}
