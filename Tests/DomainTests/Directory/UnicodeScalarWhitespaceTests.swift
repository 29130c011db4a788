import DirectoryDomain
import Testing

@Suite struct UnicodeScalarWhitespaceTests {
    static let knownScalars: [(Unicode.Scalar, Bool)] = [
        ("\t", true), ("\n", true), ("\u{0B}", true), ("\u{0C}", true), ("\r", true),
        (" ", true), ("\u{85}", true), ("\u{A0}", true), ("\u{3000}", true), ("a", false),
        ("\u{1F}", false), ("가", false),
    ]

    @Test func everyScalar_sameAnswerAsUnicodeProperty() {
        let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init)
        let differing = scalars.filter { $0.isUnicodeWhitespace != $0.properties.isWhitespace }
        #expect(differing.isEmpty)
    }

    @Test(arguments: knownScalars)
    func knownScalar_classifiedAsUnicodeDoes(scalar: Unicode.Scalar, isWhitespace: Bool) {
        #expect(scalar.isUnicodeWhitespace == isWhitespace)
    }
}
