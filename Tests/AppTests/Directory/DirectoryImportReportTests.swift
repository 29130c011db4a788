import CleanAppsCore
import DirectoryDomain
import Testing

@testable import DirectoryScreens

@MainActor
@Suite struct DirectoryImportReportTests {
    @Test func report_thirtyThousandAdded_printsTenNamesAndHowManyMore() throws {
        let names = (1...30_000).map { "이름\($0)" }
        let summary = DirectoryChangeSummary(
            previousVersion: nil, version: try #require(SemanticVersion("2.0.0")),
            addedPersons: names)

        let lines = DirectoryCommands.report(summary, file: "big.xlsx")

        let shown = names.prefix(10).joined(separator: ", ")
        #expect(lines[2] == "Added: \(shown) and 29990 more")
        #expect(lines.allSatisfy { $0.count < 200 })
    }

    @Test func report_manyRemoved_printsTenNamesAndHowManyMore() throws {
        let names = (1...11).map { "사람\($0)" }
        let summary = DirectoryChangeSummary(
            previousVersion: nil, version: try #require(SemanticVersion("2.0.0")),
            removedPersons: names)

        let lines = DirectoryCommands.report(summary, file: "small.xlsx")

        let shown = names.prefix(10).joined(separator: ", ")
        #expect(lines[2] == "Removed: \(shown) and 1 more")
    }

    @Test func shortList_tenNames_listsThemAll() {
        let names = (1...10).map { "n\($0)" }

        #expect(DirectoryCommands.shortList(names) == names.joined(separator: ", "))
    }
}
