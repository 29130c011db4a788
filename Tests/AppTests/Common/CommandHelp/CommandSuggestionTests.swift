import Testing

@testable import TextCommands

@Suite struct CommandSuggestionTests {
    @Test(arguments: [
        ("serch", "search"), ("lst", "list"), ("favoritess", "favorites"), ("LIST", "list"),
        ("fav", "favorite"),
    ])
    func closest_typoOrPrefix_findsTheWord(typed: String, expected: String) {
        let words = ["list", "search", "show", "favorite", "favorites"]

        #expect(CommandSuggestion.closest(to: typed, among: words) == expected)
    }

    @Test(arguments: ["xyzzy", "", "completely-different"])
    func closest_farWord_findsNothing(typed: String) {
        #expect(CommandSuggestion.closest(to: typed, among: ["list", "search", "show"]) == nil)
    }

    @Test func message_withoutAMatch_isUnchanged() {
        #expect(
            CommandSuggestion.message("unknown command 'qq'", for: "qq", among: ["list"])
                == "unknown command 'qq'")
    }
}
