import CleanAppsTestSupport
import Testing

@testable import TerminalKit

@Suite struct TerminalTextWrapTests {
    private static let cases: [(text: String, width: Int, expected: [String])] = [
        ("the quick brown fox", 10, ["the quick", "brown fox"]),
        ("the quick brown fox", 80, ["the quick brown fox"]),
        ("", 10, [""]),
        ("a\n\nb", 10, ["a", "", "b"]),
        ("supercalifragilistic", 5, ["super", "calif", "ragil", "istic"]),
        ("go supercalifragilistic", 8, ["go", "supercal", "ifragili", "stic"]),
        ("中文字符测试", 4, ["中文", "字符", "测试"]),
        ("中文字符测试", 5, ["中文", "字符", "测试"]),
        ("대한민국 만세", 6, ["대한민", "국 만", "세"]),
        ("hello 世界", 7, ["hello", "世界"]),
        ("  indented item", 20, ["  indented item"]),
        ("trailing   ", 20, ["trailing"]),
        ("two  spaces kept", 20, ["two  spaces kept"]),
        ("世", 1, ["世"]),
        ("ab", 0, ["a", "b"]),
    ]

    @Test(arguments: cases)
    func wrap_text_breaksAtWidth(text: String, width: Int, expected: [String]) {
        #expect(TerminalText.wrap(text, width: width) == expected)
    }

    @Test(arguments: [20, 80])
    func wrap_fiveThousandCharacterTitle_neverExceedsWidthAndKeepsText(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width))
        let words = [
            "Free", "게임", "🎮", "supercalifragilisticexpialidocious", "e\u{301}", "中文字", "a",
        ]
        let title = (0..<700).map { _ in words.randomElement(using: &generator) ?? "" }
            .joined(separator: " ")

        let lines = TerminalText.wrap(title, width: width)

        #expect(title.count >= 5_000)
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= width })
        #expect(lines.joined().filter { $0 != " " } == title.filter { $0 != " " })
    }

    static let addressCases: [(text: String, width: Int, expected: [String])] = [
        ("Saved to /tmp/a/b/c.eml. Done.", 10, ["Saved to /tmp/a/b/c.eml.", "Done."]),
        (
            "Open https://example.com/long/page now", 12,
            [
                "Open https://example.com/long/page", "now",
            ]
        ),
        ("mail me@example.com", 10, ["mail me@example.com"]),
        ("supercalifragilistic word", 10, ["supercalif", "ragilistic", "word"]),
        ("short /a/b", 20, ["short /a/b"]),
    ]

    @Test(arguments: addressCases)
    func wrap_keepingAddressesWhole_endsTheLineWithTheWholeAddress(
        text: String, width: Int, expected: [String]
    ) {
        #expect(TerminalText.wrap(text, width: width, keepsAddressesWhole: true) == expected)
    }
}
