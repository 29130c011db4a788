import Testing

@testable import TerminalKit

@Suite struct TerminalTextLayoutTests {
    private static let truncateCases:
        [(text: String, width: Int, unicode: Bool, expected: String)] = [
            ("hello", 10, true, "hello"),
            ("hello", 5, true, "hello"),
            ("hello world", 8, true, "hello w…"),
            ("hello world", 7, true, "hello…"),
            ("hello world", 8, false, "hello..."),
            ("abcdef", 2, false, ".."),
            ("abcdef", 1, true, "…"),
            ("abcdef", 0, true, ""),
            ("abcdef", -3, true, ""),
            ("홍길동전", 8, true, "홍길동전"),
            ("홍길동전", 6, true, "홍길…"),
            ("홍길동전", 5, true, "홍길…"),
            ("ab홍길동", 4, true, "ab…"),
            ("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 3, true, "👨‍👩‍👧‍👦…"),
        ]

    @Test(arguments: truncateCases)
    func truncate_text_fitsWidthWithEllipsis(
        text: String, width: Int, unicode: Bool, expected: String
    ) {
        let truncated = TerminalText.truncate(text, toWidth: width, usesUnicode: unicode)

        #expect(truncated == expected)
    }

    @Test(arguments: [20, 80])
    func truncate_fiveThousandCharacterTitle_fitsWidth(width: Int) {
        let title = String(repeating: "Free 게임 🎮 ", count: 500)

        let truncated = TerminalText.truncate(title, toWidth: width)

        #expect(TerminalText.displayWidth(truncated) <= width)
        #expect(TerminalText.displayWidth(truncated) >= width - 4)
        #expect(truncated.hasSuffix("…"))
    }

    private static let padCases:
        [(text: String, alignment: TerminalText.Alignment, expected: String)] = [
            ("ab", .left, "ab   "),
            ("ab", .right, "   ab"),
            ("ab", .center, " ab  "),
            ("홍길", .left, "홍길 "),
            ("홍길", .right, " 홍길"),
            ("toolongtext", .left, "toolongtext"),
        ]

    @Test(arguments: padCases)
    func pad_text_fillsWidthWithSpaces(
        text: String, alignment: TerminalText.Alignment, expected: String
    ) {
        #expect(TerminalText.pad(text, toWidth: 5, alignment: alignment) == expected)
    }

    @Test func fit_longAndShortText_takesExactWidth() {
        let long = TerminalText.fit("홍길동전기", toWidth: 8)
        let short = TerminalText.fit("7", toWidth: 4, alignment: .right)

        #expect(long == "홍길동… ")
        #expect(short == "   7")
    }

    @Test func linesKeepingWhole_fits_isOneLine() {
        let lines = TerminalText.lines(
            "  1  Package", keepingWhole: "140.00 EUR/month", indent: 5, width: 40)

        #expect(lines == ["  1  Package  140.00 EUR/month"])
    }

    @Test func linesKeepingWhole_tooWide_putsTheTailWholeBelow() {
        let lines = TerminalText.lines(
            "  2  ( ) Facebook Package 2   ", keepingWhole: "200.00 EUR/month", indent: 9,
            width: 30)

        #expect(lines == ["  2  ( ) Facebook Package 2", "         200.00 EUR/month"])
    }

    @Test func joined_parts_breakOnlyBetweenParts() {
        let lines = TerminalText.joined(
            ["target 100 000 грн.", "collected 42 000 грн.", "[####------]  42%"],
            separator: " · ", width: 35)

        #expect(lines == ["target 100 000 грн.", "collected 42 000 грн.", "[####------]  42%"])
        #expect(
            TerminalText.joined(["a", "b", "c"], separator: " · ", width: 5) == ["a · b", "c"])
        #expect(TerminalText.joined([], separator: " · ", width: 5).isEmpty)
    }
}
