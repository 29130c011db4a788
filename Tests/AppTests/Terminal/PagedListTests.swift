import Testing

@testable import App
@testable import TerminalKit

@Suite struct PagedListTests {
    @Test func newList_firstPage_numbersFromOne() {
        let list = PagedList(itemCount: 47, pageSize: 10)

        #expect(list.pageCount == 5)
        #expect(list.visibleRange == 0..<10)
        #expect(list.visibleNumbers == 1...10)
        #expect(list.footer() == "page 1 of 5 · 47 items")
    }

    @Test func next_secondPage_continuesNumbering() {
        var list = PagedList(itemCount: 47, pageSize: 10)

        let message = list.next()

        #expect(message == nil)
        #expect(list.visibleNumbers == 11...20)
        #expect(list.footer(usesUnicode: false) == "page 2 of 5 - 47 items")
    }

    @Test func next_onLastPage_saysSoAndStays() {
        var list = PagedList(itemCount: 47, pageSize: 10)
        for _ in 0..<4 { _ = list.next() }

        let message = list.next()

        #expect(message == "Already on the last page.")
        #expect(list.visibleNumbers == 41...47)
    }

    @Test func previous_onFirstPage_saysSoAndStays() {
        var list = PagedList(itemCount: 47, pageSize: 10)
        _ = list.next()
        let first = list.previous()

        let second = list.previous()

        #expect(first == nil)
        #expect(second == "Already on the first page.")
        #expect(list.pageIndex == 0)
    }

    @Test(arguments: [(1, 0), (11, 10), (47, 46), (0, nil), (48, nil), (-1, nil)] as [(Int, Int?)])
    func itemIndex_number_mapsGlobally(number: Int, expected: Int?) {
        var list = PagedList(itemCount: 47, pageSize: 10)
        _ = list.next()

        #expect(list.itemIndex(forNumber: number) == expected)
    }

    @Test func emptyList_hasOneEmptyPage() {
        var list = PagedList(itemCount: 0)

        let message = list.next()

        #expect(message == "Already on the last page.")
        #expect(list.pageCount == 1)
        #expect(list.visibleNumbers == nil)
        #expect(list.itemIndex(forNumber: 1) == nil)
        #expect(list.footer() == "page 1 of 1 · 0 items")
        #expect(list.numberMessage == "The list is empty.")
    }

    @Test func updateAndReset_changedCount_keepPageValid() {
        var list = PagedList(itemCount: 47, pageSize: 10)
        for _ in 0..<4 { _ = list.next() }

        list.update(itemCount: 25)
        let afterUpdate = list.visibleNumbers
        list.reset(itemCount: 1)

        #expect(afterUpdate == 21...25)
        #expect(list.visibleNumbers == 1...1)
        #expect(list.footer() == "page 1 of 1 · 1 item")
        #expect(list.numberMessage == "Type a number from 1 to 1.")
    }

    @Test func render_secondPage_numbersRowsGlobally() {
        var list = PagedList(itemCount: 12, pageSize: 10)
        _ = list.next()
        let rows = (1...12).map { "Row \($0)" }

        let lines = list.render(rows, capabilities: .plain)

        #expect(lines == [" 11  Row 11", " 12  Row 12"])
    }

    @Test(arguments: [80, 20])
    func render_hostileColumns_matchesSnapshot(width: Int) {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        let list = PagedList(itemCount: Self.hostileRows.count, pageSize: 10)

        let lines = list.render(
            Self.hostileRows, alignments: [.left, .left, .right], capabilities: capabilities)

        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= width })
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\n") })
        assertSnapshot(
            lines.joined(separator: "\n") + "\n", named: "Terminal/paged-list-hostile-\(width)")
    }

    @Test func render_withoutUnicode_usesThreeDots() {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 20
        capabilities.usesUnicode = false
        let list = PagedList(itemCount: 1)

        let lines = list.render(
            ["A very long title that cannot fit in two lines"], capabilities: capabilities)

        #expect(lines == ["  1  A very long", "     title that c..."])
    }

    @Test func render_titleTooLongForItsColumn_wrapsUnderItselfKeepingThePriceWhole() {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 30
        let list = PagedList(itemCount: 2)

        let lines = list.render(
            [["Guild Wars 2 Aurene Cape Key Giveaway", "$140.00"], ["Short", "N/A"]],
            alignments: [.left, .right], capabilities: capabilities)

        #expect(
            lines == [
                "  1  Guild Wars 2      $140.00",
                "     Aurene Cape Key Giveaway",
                "  2  Short" + String(repeating: " ", count: 17) + "N/A",
            ])
    }

    @Test func render_lastFlexibleColumnWithoutRoom_goesOnALineBelowTheRow() {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 40
        let list = PagedList(itemCount: 1)

        let lines = list.render(
            [["[ ] Location                ", "Facebook, Linkedin, Twitter +2 more"]],
            flexibleColumn: 1, capabilities: capabilities)

        #expect(lines == ["  1  [ ] Location", "     Facebook, Linkedin, Twitter +2 more"])
    }

    private static let hostileRows: [[String]] = [
        ["The Witcher 3", "PC, Steam", "$39.99"],
        [
            "\u{1B}[31mRed\u{1B}[0m title \u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\",
            "PC", "$0.00",
        ],
        ["Clipboard\u{1B}]52;c;cm0gLXJmIH4=\u{07} thief", "iOS", "N/A"],
        ["Back\u{08}\u{08}space and\rreturn\u{07}", "Android", "$1.00"],
        ["txt.\u{202E}exe.evil", "PC", "$2.00"],
        ["홍길동전 무료 배포", "PC", "₩12,000"],
        ["🎮 Game 👨‍👩‍👧 night 🇰🇷", "Steam", "$5.00"],
        [String(repeating: "Endless title ", count: 360), "Epic Games Store", "$9.99"],
        ["Tabs\tand\nnewlines", "PS5", "$3.00"],
        ["Unterminated\u{1B}]0;owned", "Xbox", "$4.00"],
    ]

    @Test func resize_onALaterPage_showsThePageWithTheFirstRowShown() {
        var list = PagedList(itemCount: 47, pageSize: 10)
        for _ in 0..<3 { _ = list.next() }

        list.resize(pageSize: 15)

        #expect(list.pageSize == 15)
        #expect(list.visibleNumbers == 31...45)
    }

    @Test func resize_belowOne_showsOneRow() {
        var list = PagedList(itemCount: 3, pageSize: 10)

        list.resize(pageSize: 0)

        #expect(list.pageSize == 1)
        #expect(list.pageCount == 3)
    }
}
