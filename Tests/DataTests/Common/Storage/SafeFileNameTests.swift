import CleanAppsDataCore
import Testing

@Suite struct SafeFileNameTests {
    static let table: [(input: String, expected: String)] = [
        ("favorites.json", "favorites.json"),
        ("Hello World", "Hello-World"),
        ("UCx9AbC_dEf", "UCx9AbC_dEf"),
        ("../../etc/passwd", "etc-passwd"),
        ("/absolute/path", "absolute-path"),
        ("a\0b", "a-b"),
        ("..", SafeFileName.fallback),
        (".", SafeFileName.fallback),
        ("", SafeFileName.fallback),
        ("///", SafeFileName.fallback),
        ("...hidden", "hidden"),
        ("trailing...", "trailing"),
        ("C:\\Windows\\x", "C-Windows-x"),
        ("--x--", "x"),
        ("  spaced  out  ", "spaced-out"),
        ("홍길동", "홍길동"),
        ("left\u{202E}right", "left-right"),
        ("🎮 game", "game"),
        ("tab\tnew\nline", "tab-new-line"),
        ("fullwidth／slash", "fullwidth-slash"),
    ]

    @Test(arguments: table)
    func make_input_givesExpectedName(_ row: (input: String, expected: String)) {
        #expect(SafeFileName.make(from: row.input) == row.expected)
    }

    @Test func make_longASCII_isCappedAtMaxBytes() {
        let name = SafeFileName.make(from: String(repeating: "a", count: 300))

        #expect(name == String(repeating: "a", count: 100))
    }

    @Test func make_longKorean_isCappedOnCharacterBoundary() {
        let name = SafeFileName.make(from: String(repeating: "한", count: 100), maxBytes: 50)

        #expect(name == String(repeating: "한", count: 16))
    }

    @Test func make_capEndingInSeparator_dropsTrailingDash() {
        let name = SafeFileName.make(from: "abcdefg/hij", maxBytes: 8)

        #expect(name == "abcdefg")
    }

    @Test func make_decomposedAccent_isComposed() {
        let name = SafeFileName.make(from: "cafe\u{301}")

        #expect(Array(name.unicodeScalars) == Array("caf\u{E9}".unicodeScalars))
    }
}
