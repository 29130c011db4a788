import Foundation
import Testing

@testable import Terminal

/// `trimmingSpaces()` trims what Foundation's `.whitespaces` holds (space separators and tab),
/// nothing else, from both ends.
@Suite struct StringTrimmingSpacesTests {
    static let samples = [
        "", " ", "\t", "q", "  q  ", "\tq\t", "\u{3000}홍길동\u{3000}", "\u{A0}x\u{2003}",
        "a b", " a\u{3000}b ", "\nq\n", " \r\n", "q\r", "\u{200B}q", "👍🏽 ", " e\u{301} ",
        "\u{1680}\u{2000}\u{202F}\u{205F}", "/ search ",
    ]

    @Test(arguments: samples)
    func trimmingSpaces_anyLine_trimsAsFoundationsWhitespacesDo(_ line: String) {
        #expect(line.trimmingSpaces() == line.trimmingCharacters(in: .whitespaces))
        #expect(line.dropFirst(0).trimmingSpaces() == line.trimmingCharacters(in: .whitespaces))
    }
}
