import Testing

@testable import TerminalKit

@Suite struct TerminalTextWidthTests {
    private static let cases: [(text: String, width: Int)] = [
        ("", 0),
        ("hello", 5),
        ("홍길동", 6),
        ("한국어 abc", 10),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // 각 from conjoining jamo
        ("中文字", 6),
        ("ひらがな", 8),
        ("ＡＢＣ", 6),
        ("ｱｲｳ", 3),  // halfwidth katakana
        ("😀", 2),
        ("Café ☕", 7),
        ("e\u{301}", 1),
        ("a\u{20DD}", 1),  // enclosing circle
        ("👨‍👩‍👧‍👦", 2),
        ("🇰🇷", 2),
        ("☺", 1),
        ("☺️", 2),
        ("a\u{200D}b", 2),
        ("\u{200B}", 0),
        ("x\u{FE0F}", 1),
        ("…", 1),
        ("soft\u{AD}hyphen", 11),
    ]

    @Test(arguments: cases)
    func displayWidth_text_countsTerminalCells(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test func displayWidth_ofCharacter_neverExceedsTwo() {
        let clusters: [Character] = ["👩‍💻", "🏳️‍🌈", "👍🏽", "🇺🇳", "가"]

        let widths = clusters.map(TerminalText.displayWidth(of:))

        #expect(widths == [2, 2, 2, 2, 2])
    }

    @Test(
        arguments: [
            (0x1100, true), (0x115F, true), (0x1160, false), (0x3000, true), (0x303F, false),
            (0xAC00, true), (0xD7A3, true), (0xD7A4, false), (0xFF01, true), (0xFF61, false),
            (0x20000, true), (0x41, false), (0x10FFFF, false),
        ] as [(UInt32, Bool)])
    func isWide_tableBoundaries_matchEastAsianWidth(value: UInt32, isWide: Bool) {
        let scalar = Unicode.Scalar(value) ?? "?"

        #expect(EastAsianWidth.isWide(scalar) == isWide)
    }
}
