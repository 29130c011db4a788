import CleanAppsTestSupport
import Testing

@testable import TerminalKit

@Suite struct TerminalTextSanitizeTests {
    private static let hostileCases: [(input: String, expected: String)] = [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[1;38;5;196mbold\u{1B}[m plain", "bold plain"),
        ("a\u{1B}[?25lb\u{1B}[2 qc", "abc"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\click me\u{1B}]8;;\u{1B}\\", "click me"),
        ("\u{1B}]8;;https://evil.example\u{07}link\u{1B}]8;;\u{07}", "link"),
        ("x\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}y", "xy"),
        ("x\u{1B}]52;c;ZWNobyBwd25lZA==\u{1B}\\y", "xy"),
        ("safe\u{1B}]52;c;ZWNobyBwd25lZA== and all the rest", "safe"),
        ("title\u{1B}]0;new window title", "title"),
        ("a\u{1B}P1$qm\u{1B}\\b", "ab"),
        ("a\u{1B}Pq#0;2;0;0;0#0~~@@vv", "a"),
        ("a\u{1B}_apc payload\u{1B}\\b\u{1B}^pm\u{07}c\u{1B}Xsos\u{1B}\\d", "abcd"),
        ("a\u{1B}cb\u{1B}7c\u{1B}8d\u{1B}(0e\u{1B}#8f", "abcdef"),
        ("a\u{9B}31mb\u{9B}0m", "ab"),
        ("a\u{9D}52;c;ZWNobw==\u{9C}b", "ab"),
        ("a\u{9D}0;title\u{07}b\u{90}dcs\u{9C}c", "abc"),
        ("a\u{9D}8;;https://evil.example unterminated", "a"),
        ("a\u{84}b\u{9C}c", "abc"),
        ("a\u{85}b", "a b"),
        ("ding\u{07}dong\u{07}", "dingdong"),
        ("abc\u{08}\u{08}\u{08}xyz", "abcxyz"),
        ("a\u{7F}\u{00}b\u{1A}c", "abc"),
        ("fake\rreal", "fake real"),
        ("line1\r\nline2", "line1 line2"),
        ("end\r", "end "),
        ("one\ntwo", "one two"),
        ("a\tb", "a b"),
        ("a\u{2028}b\u{2029}c", "a b c"),
        ("invoice\u{202E}fdp.exe", "invoicefdp.exe"),
        (
            "\u{202A}\u{202B}\u{202C}\u{202D}x\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}",
            "x"
        ),
        ("a\u{200B}b\u{200C}c\u{200D}d\u{2060}e\u{FEFF}f\u{00AD}g\u{180E}h", "abcdefgh"),
        ("\u{FEFF}홍\u{200B}길동\u{2064}", "홍길동"),
        ("\u{1F44D}\u{200D}x \u{200D}\u{1F44D}", "\u{1F44D}x \u{1F44D}"),
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}", "\u{1F3F4}"),
        ("\u{0600}12\u{110BD}", "12"),
        ("abc\u{1B}", "abc"),
        ("a\u{1B}éb", "aéb"),
        ("a\u{1B}[12€b", "a€b"),
        ("a\u{1B}[31\u{1B}]52;c;eA==\u{07}b", "ab"),
        ("a\u{1B}]52;c;eA==\u{1B}[31mb", "ab"),
    ]

    @Test(arguments: hostileCases)
    func sanitize_hostileText_removesControls(input: String, expected: String) {
        let sanitized = TerminalText.sanitize(input)

        #expect(sanitized == expected)
    }

    private static let newlineCases: [(input: String, expected: String)] = [
        ("a\nb", "a\nb"),
        ("a\r\nb", "a\nb"),
        ("a\rb", "a b"),
        ("a\u{2028}b\u{2029}c\u{85}d", "a\nb\nc\nd"),
        ("\u{1B}[2J\nx\u{07}", "\nx"),
        ("a\n\n\tb", "a\n\n b"),
    ]

    @Test(arguments: newlineCases)
    func sanitize_keepingNewlines_keepsLineBreaksOnly(input: String, expected: String) {
        let sanitized = TerminalText.sanitize(input, keepsNewlines: true)

        #expect(sanitized == expected)
    }

    @Test(arguments: ["홍길동 👨‍👩‍👧 café", "👩🏽\u{200D}💻 ❤️\u{200D}🔥", "plain ASCII", "", "中文 ｆｕｌｌ e\u{301}"])
    func sanitize_harmlessText_isUnchanged(text: String) {
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test func sanitize_randomHostileMix_leavesNothingActive() {
        var generator = SeededGenerator(seed: 7)
        let pieces = [
            "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9D}", "\u{9C}", "\r", "\n",
            "\t", "\u{08}", "\u{7F}", "\u{202E}", "\u{2066}", "52;c;", "8;;", "m", "0", ";",
            "a", "홍", "😀", " ", "\u{85}", "\u{2028}", "\u{200B}", "\u{200D}", "\u{FEFF}",
        ]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()

            let plain = TerminalText.sanitize(text)
            let multiline = TerminalText.sanitize(text, keepsNewlines: true)

            #expect(plain.unicodeScalars.allSatisfy { isPrintable($0, allowingNewline: false) })
            #expect(multiline.unicodeScalars.allSatisfy { isPrintable($0, allowingNewline: true) })
            #expect(TerminalText.sanitize(plain) == plain)
        }
    }

    @Test func sanitize_oneMegabyteOfEscapes_finishesWithTheText() {
        let colours = String(repeating: "\u{1B}[31mx\u{1B}[0m", count: 100_000)
        let unterminated = "ok\u{1B}]52;c;" + String(repeating: "A", count: 1_000_000)

        let sanitizedColours = TerminalText.sanitize(colours)
        let sanitizedClipboard = TerminalText.sanitize(unterminated)

        #expect(sanitizedColours == String(repeating: "x", count: 100_000))
        #expect(sanitizedClipboard == "ok")
    }

    private func isPrintable(_ scalar: Unicode.Scalar, allowingNewline: Bool) -> Bool {
        if scalar == "\n" { return allowingNewline }
        let bidi: ClosedRange<UInt32> = 0x202A...0x202E
        let isolates: ClosedRange<UInt32> = 0x2066...0x2069
        if scalar.properties.generalCategory == .format { return scalar == "\u{200D}" }
        return scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
            && !bidi.contains(scalar.value) && !isolates.contains(scalar.value)
            && ![0x200E, 0x200F, 0x061C, 0x2028, 0x2029].contains(scalar.value)
    }
}
