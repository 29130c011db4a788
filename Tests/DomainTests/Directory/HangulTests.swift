import CleanAppsCore
import DirectoryDomain
import Testing

@Suite struct HangulTests {
    @Test(arguments: [
        ("홍길동", "ㅎㄱㄷ"), ("강아지", "ㄱㅇㅈ"), ("고구마", "ㄱㄱㅁ"), ("서울 은평 을", "ㅅㅇㅇㅍㅇ"),
        ("경기 안양시만안구", "ㄱㄱㅇㅇㅅㅁㅇㄱ"), ("A김 B", "ㄱ"), ("abc", ""), ("닭", "ㄷ"), ("값", "ㄱ"),
        ("예", "ㅇ"), ("ㄱㄴ", "ㄱㄴ"), ("까치", "ㄲㅊ"), ("가힣", "ㄱㅎ"), ("", ""),
    ])
    func initialConsonants_table_matches(text: String, expected: String) {
        #expect(Hangul.initialConsonants(of: text) == expected)
    }

    @Test(arguments: [
        ("홍길동", "ㅎㅗㅇㄱㅣㄹㄷㅗㅇ"), ("강아지", "ㄱㅏㅇㅇㅏㅈㅣ"), ("닭", "ㄷㅏㄹㄱ"), ("값", "ㄱㅏㅂㅅ"),
        ("예", "ㅇㅖ"), ("과", "ㄱㅗㅏ"), ("의원", "ㅇㅡㅣㅇㅜㅓㄴ"), ("ㄱㄴ", "ㄱㄴ"), ("ㄳ", "ㄱㅅ"),
        ("A김 B", "ㄱㅣㅁ"), ("abc", ""), ("힣", "ㅎㅣㅎ"),
    ])
    func letters_table_matches(text: String, expected: String) {
        #expect(Hangul.letters(of: text) == expected)
    }

    @Test func letters_conjoiningJamo_mapToCompatibilityLetters() {
        let text = "\u{1112}\u{1169}\u{11BC}"  // 홍 as conjoining jamo, not composed

        #expect(Hangul.letters(of: text) == "ㅎㅗㅇ")
        #expect(Hangul.initialConsonants(of: "\u{1100}") == "ㄱ")
    }

    @Test(arguments: ["\u{D7A4}", "\u{D7AF}", "\u{D7B0}", "\u{ABFF}", "🙂", "\u{0}", "é"])
    func arithmetic_outsideSyllableRange_neverCrashesAndYieldsNothing(text: String) {
        #expect(Hangul.initialConsonants(of: text).isEmpty)
        #expect(Hangul.letters(of: text).isEmpty)
        #expect(Hangul.initialConsonant(of: Character(text)) == nil)
    }

    @Test(arguments: [("홍", "ㅎ"), ("까", "ㄲ"), ("ㄸ", "ㄸ"), ("힣", "ㅎ"), ("가", "ㄱ")])
    func initialConsonant_character_returnsConsonant(character: Character, expected: Character) {
        #expect(Hangul.initialConsonant(of: character) == expected)
    }

    @Test(arguments: [("ㄲ", "ㄱ"), ("ㄸ", "ㄷ"), ("ㅃ", "ㅂ"), ("ㅆ", "ㅅ"), ("ㅉ", "ㅈ"), ("ㅎ", "ㅎ")])
    func foldingDouble_consonant_foldsToSingle(double: Character, single: Character) {
        #expect(Hangul.foldingDouble(double) == single)
    }
}
