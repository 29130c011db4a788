import Foundation
import Testing

@testable import TerminalKit

/// The list screen lays out rows, not lines.
@Suite struct ListPagesTests {
    private static let plain = TextStyle(isEnabled: false)

    private static func terminal(_ width: Int, _ height: Int?) -> TerminalCapabilities {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        return capabilities
    }

    /// Three campaigns whose first purpose wraps at 80 and all wrap at 40.
    private static let campaigns = ListScreen(
        title: "Fundraisers", columns: [.text],
        rows: [
            ListRow(
                ["Night-vision goggles for the reconnaissance platoon of the 3rd Assault Brigade"],
                parts: ["target 150 000 грн.", "collected 12 000 грн."]),
            ListRow(["Генератор для лікарні"], parts: ["target 380 000 грн.", "collected —"]),
            ListRow(["medics"], parts: ["target 250 000 грн.", "collected —"]),
        ])

    @Test func cut_rowsOfSeveralLines_neverSplitsARow() {
        let pages = ListPages.cut([2, 2, 2, 1], sections: [nil, nil, nil, nil], lines: 5)

        #expect(pages == [0..<2, 2..<4])
    }

    @Test func cut_sections_countTheirHeadersAndABlankLineBetween() {
        let pages = ListPages.cut(
            [1, 1, 1, 1], sections: ["PC", "PC", "PS4", "PS4"], lines: 4)

        // NB: page 1: "PC", 1, 2 (3 lines; "", "PS4", 3 would make 6); page 2: "PS4", 3, 4.
        #expect(pages == [0..<2, 2..<4])
    }

    @Test func cut_aRowTallerThanAPage_hasAPageOfItsOwn() {
        let pages = ListPages.cut([1, 9, 1], sections: [nil, nil, nil], lines: 4)

        #expect(pages == [0..<1, 1..<2, 2..<3])
    }

    @Test(arguments: [(80, 24), (40, 20), (30, 10)])
    func lines_campaignsWithLongPurposes_keepEachAmountUnderItsOwnName(width: Int, height: Int) {
        var pages = ListPages(Self.campaigns, capabilities: Self.terminal(width, height))
        var shown: [String] = []

        repeat {
            shown += pages.lines(message: nil, style: Self.plain)
        } while pages.next() == nil

        let text = shown.joined(separator: "\n")
        let first = text.range(of: "  1  ")!.lowerBound
        let second = text.range(of: "  2  ")!.lowerBound
        let third = text.range(of: "  3  ")!.lowerBound
        #expect(text.range(of: "150 000")!.lowerBound > first)
        #expect(text.range(of: "150 000")!.lowerBound < second)
        #expect(text.range(of: "380 000")!.lowerBound > second)
        #expect(text.range(of: "380 000")!.lowerBound < third)
        #expect(text.range(of: "250 000")!.lowerBound > third)
    }

    @Test func lines_messageOrHelp_neverChangesThePages() {
        let rows = (1...110).map {
            ListRow(
                ["Giveaway \($0) with a title long enough to wrap at forty"], parts: ["$\($0).99"])
        }
        let list = ListScreen(title: "Giveaways", columns: [.text], rows: rows)
        let pages = ListPages(list, capabilities: Self.terminal(40, 20))

        let quiet = pages.lines(message: nil, style: Self.plain)
        let help = pages.lines(
            message: String(repeating: "A long help text that wraps. ", count: 12),
            style: Self.plain)
        let short = pages.lines(message: "Type a number from 1 to 110.", style: Self.plain)

        #expect(help.count <= 19)
        #expect(short.count <= 19)
        #expect(quiet.count <= 19)
        #expect(short.contains("Type a number from 1 to 110."))
        #expect(pages.itemsByPage.flatMap { Array($0) } == Array(0..<110))
    }

    @Test func next_fromEveryPage_movesForwardUntilTheLast() {
        let rows = (1...50).map { ListRow(["Item \($0)"]) }
        var pages = ListPages(
            ListScreen(title: "List", columns: [.text], rows: rows),
            capabilities: Self.terminal(80, 24))
        var firsts: [Int] = []

        repeat {
            firsts.append(pages.visibleRange.lowerBound)
        } while pages.next() == nil

        #expect(firsts == firsts.sorted())
        #expect(Set(firsts).count == pages.pageCount)
        #expect(pages.next() == "Already on the last page.")
        #expect(pages.footer == "page \(pages.pageCount) of \(pages.pageCount) · 50 items")
    }

    @Test func lines_narrowTerminal_neverCutsAFigure() {
        let list = ListScreen(
            title: "Favourites", columns: [.text, .figure, .amount, .figure],
            rows: [
                ListRow([
                    "An extremely long giveaway title that cannot possibly fit", "PC, Steam",
                    "$49.99", "2026-12-31",
                ])
            ])

        let lines = ListPages(list, capabilities: Self.terminal(30, 10))
            .lines(message: nil, style: Self.plain)
        let text = lines.joined(separator: "\n")

        #expect(text.contains("$49.99"))
        #expect(text.contains("2026-12-31"))
        #expect(text.contains("PC, Steam"))
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 30 })
    }

    /// A trailer that leaves one line a row (Marketing's review at 30×10): a stacked row
    /// is cut to its number, the start of its text and its price, never the price.
    @Test func lines_oneLineARowAndStackedRows_keepEachRowsFigure() {
        let rows = (1...3).map { index in
            ListRow(["Channel \(index) Package 1 with a long name", "\(index)007.00 EUR/month"])
        }
        let list = ListScreen(
            title: "Review", columns: [.text, .figure], rows: rows,
            trailer: ["", "Total monthly cost: 6021.00 EUR", "3 packages from 3 channels"])

        let lines = ListPages(list, capabilities: Self.terminal(30, 10))
            .lines(message: nil, style: Self.plain)

        let numbered = lines.filter { $0.hasPrefix("  ") }
        #expect(numbered.count == 1)
        #expect(numbered.allSatisfy { $0.hasPrefix("  1  Chan") })
        #expect(numbered.allSatisfy { $0.hasSuffix("  1007.00 EUR/month") })
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 30 })
    }

    @Test func hint_narrowTerminal_keepsTheMainKeysAndHelp() {
        let list = ListScreen(
            title: "Giveaways", columns: [.text], rows: (1...30).map { ListRow(["Game \($0)"]) },
            keys: [
                ListKey("f N", "favourite", isMain: true), ListKey("s", "sort"),
                ListKey("t", "type"), ListKey("v", "favourites", isMain: true),
            ], searches: true)

        let narrow = ListPages(list, capabilities: Self.terminal(40, 20)).hint
            .render(capabilities: Self.terminal(40, 20))
        let wide = ListPages(list, capabilities: Self.terminal(200, 60)).hint
            .render(capabilities: Self.terminal(200, 60))

        #expect(narrow.contains("f N favourite"))
        #expect(narrow.contains("v favourites"))
        #expect(narrow.contains("/text search"))
        #expect(narrow.contains("? help"))
        #expect(!narrow.contains("s sort"))
        #expect(narrow.split(separator: "\n").count <= 2)
        #expect(wide.contains("s sort"))
    }

    @Test func lines_sectionContinuedOnTheNextPage_repeatsItsHeaderWithTheMark() {
        let rows = (1...12).map { ListRow(["Game \($0)"], section: $0 <= 10 ? "PC" : "PS4") }
        var pages = ListPages(
            ListScreen(title: "More", columns: [.text], rows: rows, continuedMark: " (cont.)"),
            capabilities: Self.terminal(80, 12))

        _ = pages.next()
        let second = pages.lines(message: nil, style: Self.plain)

        #expect(second.contains("PC (cont.)"))
    }

    @Test func update_resize_keepsTheFirstItemShown() {
        let rows = (1...100).map { ListRow(["Item \($0)"]) }
        let list = ListScreen(title: "List", columns: [.text], rows: rows)
        var pages = ListPages(list, capabilities: Self.terminal(80, 24))
        _ = pages.next()
        _ = pages.next()
        let first = pages.visibleRange.lowerBound

        pages.update(list, capabilities: Self.terminal(80, 40))

        #expect(pages.visibleRange.contains(first))
    }
}
