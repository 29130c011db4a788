import CleanAppsTestSupport
import Testing

@testable import TerminalKit

/// For the kit's list screen: random rows (Latin, Cyrillic, Hangul, emoji,
/// combining marks; 0, 1, 9, 10, 11 and 500 of them, with and without sections) at random
/// terminal sizes from 30×10 to 200×60 and at the edges. Every frame fits the terminal,
/// paging forward visits every item exactly once, and every numbered row shows the fields
/// of the item its number opens. A failure names the seed that reproduces it.
@Suite struct ListPagesPropertyTests {
    private static let words = [
        "giveaway", "Steam", "free", "Генератор", "для", "лікарні", "홍길동", "국회의원",
        "🎮", "👨‍👩‍👧", "e\u{301}te\u{301}", "Zalgo\u{336}\u{336}", "ＷＩＤＥ", "a",
        "supercalifragilisticexpialidocious-and-then-some",
    ]
    private static let counts = [0, 1, 9, 10, 11, 500]
    private static let edges = [(30, 10), (200, 60), (30, 60), (200, 10), (40, 20), (80, 24)]

    private static func text(_ generator: inout SeededGenerator, words range: ClosedRange<Int>)
        -> String
    {
        (0..<Int.random(in: range, using: &generator)).map { _ in
            words.randomElement(using: &generator)!
        }.joined(separator: " ")
    }

    /// A list of `count` rows; row i carries its key "[i]" in a figure column and, in its
    /// parts, the amount "i грн."; texts in between are random.
    private static func list(count: Int, using generator: inout SeededGenerator) -> ListScreen {
        let sectioned = Bool.random(using: &generator)
        let twoTexts = Bool.random(using: &generator)
        let rows = (0..<count).map { index in
            var cells = [text(&generator, words: 0...12), "[\(index)]"]
            if twoTexts { cells.append(text(&generator, words: 0...4)) }
            return ListRow(
                cells, parts: Bool.random(using: &generator) ? ["\(index) грн.", "▓▓▓░░"] : [],
                notes: Bool.random(using: &generator) ? [text(&generator, words: 1...20)] : [],
                section: sectioned ? "Section \(index / 7)" : nil)
        }
        return ListScreen(
            title: text(&generator, words: 1...8), columns: [.text, .figure, .text], rows: rows,
            emptyText: ["Nothing here yet."],
            keys: [ListKey("f N", "favourite", isMain: true), ListKey("s", "sort")],
            searches: true, continuedMark: " (cont.)")
    }

    @Test(arguments: 0..<48)
    func everyFrame_randomRowsAndSizes_fitsAndNumbersTheRightItem(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
        let size =
            seed < Self.edges.count
            ? Self.edges[seed]
            : (
                Int.random(in: 30...200, using: &generator),
                Int.random(in: 10...60, using: &generator)
            )
        let count = Self.counts[seed % Self.counts.count]
        let list = Self.list(count: count, using: &generator)
        var capabilities = TerminalCapabilities.plain
        capabilities.width = size.0
        capabilities.height = size.1
        var pages = ListPages(list, capabilities: capabilities)
        let place = "seed \(seed), \(size.0)×\(size.1), \(count) rows"
        var visited: [Int] = []

        repeat {
            let quiet = pages.lines(message: nil, style: TextStyle(isEnabled: false))
            let noisy = pages.lines(
                message: Self.text(&generator, words: 1...60), style: TextStyle(isEnabled: false))
            for lines in [quiet, noisy] {
                #expect(lines.count < size.1, "\(place): \(lines.count) lines")
                for line in lines {
                    #expect(
                        TerminalText.displayWidth(line) <= size.0,
                        "\(place): too wide: \(line.debugDescription)")
                }
            }
            #expect(quiet.joined().contains("page ") == (pages.pageCount > 1), "\(place)")
            let numbered = Self.numberedRows(pages.pageBody(style: TextStyle(isEnabled: false)))
            #expect(
                numbered.map(\.number) == pages.visibleNumbers.map(Array.init) ?? [], "\(place)")
            for (number, block) in numbered {
                let index = pages.itemIndex(forNumber: number)!
                let keys = block.matches(of: /\[(\d+)\]/).map { Int($0.1)! }
                #expect(keys == [index], "\(place): row \(number) shows keys \(keys)")
                let amounts = block.matches(of: /(\d+) грн\./).map { Int($0.1)! }
                #expect(amounts.allSatisfy { $0 == index }, "\(place): row \(number): \(amounts)")
            }
            visited += pages.visibleRange
        } while pages.next() == nil

        #expect(visited == Array(0..<count), "\(place): visited \(visited.count) items")
        #expect(pages.itemsByPage.count == pages.pageCount, "\(place)")
    }

    /// The numbered rows of a page body: each row's number and its lines joined (up to the
    /// next number, blank line or section header).
    static func numberedRows(_ body: [String]) -> [(number: Int, block: String)] {
        var rows: [(number: Int, block: String)] = []
        var isOpen = false
        for line in body {
            let trimmed = line.drop { $0 == " " }
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty,
                trimmed.dropFirst(digits.count).hasPrefix("  ")
                    || trimmed.count == digits.count, line.count - trimmed.count < 4
            {
                rows.append((Int(digits)!, line))
                isOpen = true
            } else if isOpen, line.hasPrefix(" ") {
                rows[rows.count - 1].block += "\n" + line
            } else {
                isOpen = false
            }
        }
        return rows
    }
}
