import Testing

@testable import TerminalKit

@Suite struct KeyHintTests {
    @Test func standard_listScreen_rendersAllKeysInOrder() {
        let hint = KeyHint.standard(open: 1...20, search: true, paging: true)

        let text = hint.render(capabilities: .plain)

        #expect(text == "1-20 open · /text search · n/p page · b back · q quit · ? help")
    }

    @Test func builder_customKeysWithoutUnicode_usesBars() {
        var capabilities = TerminalCapabilities.plain
        capabilities.usesUnicode = false
        let hint = KeyHint().open(7...7).key("f", "favourite").back()

        let text = hint.render(capabilities: capabilities)

        #expect(text == "7 open | f favourite | b back")
    }

    @Test func standard_noRowsAndExtraKeys_omitsOpen() {
        let hint = KeyHint.standard(open: nil, extra: [.init(key: "r", action: "refresh")])

        let text = hint.render(capabilities: .plain)

        #expect(text == "r refresh · b back · q quit · ? help")
    }

    @Test func render_narrowTerminal_breaksBetweenEntries() {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 20
        let hint = KeyHint.standard(open: 11...20, search: true, paging: true)

        let lines = hint.render(capabilities: capabilities).split(separator: "\n")

        #expect(lines == ["11-20 open", "/text search", "n/p page · b back", "q quit · ? help"])
    }

    @Test func render_entryWiderThanTheTerminal_wrapsTheEntryItself() {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 20
        let hint = KeyHint().key("1-4", "choose (again: clear)").key("r", "reset").quit()

        let lines = hint.render(capabilities: capabilities).split(separator: "\n")

        #expect(lines == ["1-4 choose (again:", "clear) · r reset", "q quit"])
    }
}
