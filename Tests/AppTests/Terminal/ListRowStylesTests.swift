import Foundation
import Testing

@testable import Terminal

/// A list cell's style is drawn only when the terminal has colour and never moves a column.
@Suite struct ListRowStylesTests {
    private static let green = "\u{1B}[32m"

    private static let list = ListScreen(
        title: "Water sources", columns: [.text, .figure],
        rows: [
            ListRow(["Cape Fear River, Wilmington", "boil · disinfect · filter ·"]),
            ListRow(
                ["River Thames, London", "boil ✓ disinfect ✓ filter ✓"], styles: [nil, .green]),
        ])

    private static func body(width: Int, colour: Bool) -> [String] {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = 20
        capabilities.usesColor = colour
        return ListPages(list, capabilities: capabilities).pageBody(
            style: TextStyle(capabilities: capabilities))
    }

    @Test(arguments: [80, 40])
    func pageBody_styledCellInColour_isGreenAndPlacedAsWithoutColour(width: Int) {
        let colour = Self.body(width: width, colour: true)

        let plain = Self.body(width: width, colour: false)

        #expect(colour.filter { $0.contains("\u{1B}") }.count == 1)
        #expect(colour.joined().contains(Self.green + "boil ✓ disinfect ✓ filter ✓\u{1B}[39m"))
        let stripped = colour.map {
            $0.replacingOccurrences(of: Self.green, with: "")
                .replacingOccurrences(of: "\u{1B}[39m", with: "")
        }
        #expect(stripped == plain)
    }

    @Test func pageBody_styledCellWithoutColour_isPlainText() {
        let lines = Self.body(width: 80, colour: false)

        #expect(!lines.joined().contains("\u{1B}"))
        #expect(
            lines.contains {
                $0.hasSuffix("River Thames, London         boil ✓ disinfect ✓ filter ✓")
            })
    }

    @Test func apply_eachEffect_matchesItsNamedStyle() {
        let style = TextStyle(isEnabled: true)

        #expect(style.apply(.green, to: "safe") == style.green("safe"))
        #expect(style.apply(.bold, to: "title") == style.bold("title"))
        #expect(TextStyle(isEnabled: false).apply(.red, to: "x") == "x")
    }
}
