import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

@Suite struct ListRowNumberTests {
    @Test func generatedTexts_areRowNumbersExactlyWhenOneToThreeASCIIDigits() {
        var generator = SeededGenerator(seed: 37)
        let alphabet = Array("0123456789 -a٣x")

        for _ in 0..<2_000 {
            let length = Int.random(in: 0...5, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let isRow =
                (1...3).contains(trimmed.count)
                && trimmed.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }

            #expect((ListRowNumber(text) != nil) == isRow, "\(text)")
            if isRow { #expect(ListRowNumber(text)?.value == Int(trimmed)) }
        }
    }

    @Test func item_everyRowOfGeneratedLists_isThatRowsItem_andNoneOutside() throws {
        var generator = SeededGenerator(seed: 5)

        for _ in 0..<50 {
            let items = (0..<Int.random(in: 0...30, using: &generator)).map { "item \($0)" }
            for row in 0...(items.count + 2) {
                let number = try #require(ListRowNumber(String(row)))
                let expected = row >= 1 && row <= items.count ? items[row - 1] : nil
                #expect(number.item(in: items) == expected)
            }
        }
    }

    @Test func notInList_isOneSentenceWithExit66() {
        let failure = ListRowNumber.NotInList(
            row: 4, count: 1, listCommand: "cleanapps water list")

        #expect(failure.exitCode == .noInput)
        #expect(
            failure.commandLineMessage == "There is no row 4: 'cleanapps water list' has 1 row.")
    }
}
