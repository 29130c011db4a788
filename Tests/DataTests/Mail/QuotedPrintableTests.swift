import CleanAppsTestSupport
import Foundation
import MarketingTestSupport
import Testing

@testable import CleanAppsDataCore

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
        var generator = SeededGenerator(seed: 7)
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
