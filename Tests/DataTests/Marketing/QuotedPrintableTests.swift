import Foundation
import Mocks
import Testing

@testable import Data

@Suite struct QuotedPrintableTests {
    @Test(arguments: [
        ("plain\n", "plain\r\n"),
        ("a=b\n", "a=3Db\r\n"),
        ("trailing space \nnext\t\n", "trailing space=20\r\nnext=09\r\n"),
        ("ü\n", "=C3=BC\r\n"),
        ("no newline", "no newline\r\n"),
        ("cr\r\nlf\rmix\n", "cr\r\nlf\r\nmix\r\n"),
        ("", ""),
        ("\n\n", "\r\n\r\n"),
    ])
    func encode_knownInputs_giveRFC2045Output(input: String, expected: String) {
        #expect(QuotedPrintable.encode(input) == expected)
    }

    @Test func encode_longLine_isSoftBrokenWithinLimitAndDecodesBack() {
        let line = String(repeating: "é=x ", count: 60) + "end"

        let encoded = QuotedPrintable.encode(line + "\n")

        let lines = encoded.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= QuotedPrintable.maximumLineLength })
        #expect(!encoded.contains("=_"))
        #expect(EmailMessageParser.decodeQuotedPrintable(encoded) == line + "\n")
    }

    @Test func encode_manyMixedInputs_roundTrip() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("aZ09 =\t.-_<>&ä€😀\n")
        for _ in 0..<500 {
            let length = Int(generator.next() % 200)
            let text = String(
                (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let expected = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"

            let decoded = EmailMessageParser.decodeQuotedPrintable(QuotedPrintable.encode(text))

            #expect(decoded == expected, "input \(text.debugDescription)")
        }
    }
}

/// A small seeded generator so generated inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
