import Testing

@testable import TextScreens

@Suite struct ScreenCommandTests {
    @Test(arguments: [
        ("", ScreenCommand.redraw),
        ("   ", .redraw),
        ("3", .open(3)),
        (" 12 ", .open(12)),
        ("/witcher", .search("witcher")),
        ("/ two words ", .search("two words")),
        ("/", .search("")),
        ("n", .nextPage),
        ("p", .previousPage),
        ("b", .back),
        ("q", .quit),
        ("?", .help),
        ("f", .other("f")),
        ("Q", .other("Q")),
        ("-1", .other("-1")),
        ("99999999999999999999", .other("99999999999999999999")),
        ("٣", .other("٣")),
    ])
    func init_line_readsSharedKeys(line: String, expected: ScreenCommand) {
        #expect(ScreenCommand(line: line) == expected)
    }
}
