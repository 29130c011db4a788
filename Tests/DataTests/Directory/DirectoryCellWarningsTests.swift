import CleanAppsCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

/// Nothing is dropped without a word on import: every address of a multi-address e-mail
/// cell is kept, and every cell value the importer cannot use is named once in the warnings
/// by sheet, row and cell, over generated workbooks.
@Suite struct DirectoryCellWarningsTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    /// A cell value the import cannot use, and where it is.
    private struct Unusable {
        let column: String
        let letters: String
        let sheetRow: Int
        let value: String
    }

    private static let addresses = [
        "hong@na.go.kr", "kim.cheolsu@assembly.example.kr", "lee+office@example.org",
        "park@국회.kr", "ｍｅ＠ａｓｓｅｍｂｌｙ．ｋｒ",
    ]
    private static let badAddresses = ["없음", "see the office", "hong at na.go.kr", "a@b@c.kr"]
    private static let separators = [", ", ",", ";", "; ", "\n", "，", " ; "]
    private static let links = ["https://hong.example.kr", "blog.example.kr/hong", "hong.kr"]
    private static let badLinks = ["홈페이지 없음", "javascript:alert(1)", "ftp://x.kr"]
    private static let badPhones = ["없음", "02-784-12~345", "내선 2747"]

    /// The generated e-mail cell of one lawmaker: its addresses and the values that are not.
    private func emailCell(_ random: inout SeededGenerator) -> (
        cell: String, addresses: [String], rejected: [String]
    ) {
        var values: [(String, Bool)] = []
        // NB: each bad value at most once a cell, so each has one warning to find.
        var badAddresses = Self.badAddresses.shuffled(using: &random)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0, let bad = badAddresses.popLast() {
                values.append((bad, false))
            } else {
                values.append((Self.addresses.randomElement(using: &random)!, true))
            }
        }
        var cell = values[0].0
        for value in values.dropFirst() {
            cell += Self.separators.randomElement(using: &random)! + value.0
        }
        return (
            cell, values.filter(\.1).map(\.0), values.filter { !$0.1 }.map(\.0)
        )
    }

    @Test func read_generatedCells_keepEveryAddressAndNameEveryUnusableValueOnce() async throws {
        var random = SeededGenerator(seed: 37)
        for round in 0..<25 {
            let count = Int.random(in: 1...12, using: &random)
            var workbook = SyntheticDirectoryWorkbook(
                version: "1.0.\(round)", names: (0..<count).map { "의원\($0)" })
            var addresses: [[String]] = []
            var unusable: [Unusable] = []
            for index in 0..<count {
                let row = index + 3
                let email = emailCell(&random)
                workbook.cells["email", default: [:]][index] = .text(email.cell)
                addresses.append(email.addresses)
                unusable += email.rejected.map {
                    Unusable(column: "email", letters: "H", sheetRow: row, value: $0)
                }
                if Bool.random(using: &random) {
                    let value = Self.badLinks.randomElement(using: &random)!
                    workbook.cells["web", default: [:]][index] = .text(value)
                    unusable.append(
                        Unusable(column: "web", letters: "I", sheetRow: row, value: value))
                } else {
                    workbook.cells["web", default: [:]][index] = .text(
                        Self.links.randomElement(using: &random)!)
                }
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let value = Self.badPhones.randomElement(using: &random)!
                    workbook.mobileCells[index] = .text("010-1234-5678, " + value)
                    unusable.append(
                        Unusable(column: "mobile", letters: "G", sheetRow: row, value: value))
                }
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    workbook.cells["group", default: [:]][index] = .text("무소속")
                    unusable.append(
                        Unusable(column: "group", letters: "E", sheetRow: row, value: "무소속"))
                case 1:
                    workbook.cells["group", default: [:]][index] = .number(77)
                    unusable.append(
                        Unusable(column: "group", letters: "E", sheetRow: row, value: "77"))
                default:
                    break
                }
            }
            let url = temporary.appending("cells-\(round).xlsx")
            try workbook.write(to: url)

            let read = try await XLSXDirectoryWorkbookSource(url: url).read()
            let warnings = DirectoryMerge().merge(stored: nil, incoming: read).summary.warnings

            #expect(
                read.persons.map { $0.links.filter { $0.kind == .email }.map(\.value) } == addresses
            )
            #expect(warnings.count == unusable.count, "\(warnings)")
            for value in unusable {
                let matching = warnings.filter {
                    $0.contains("Row \(value.sheetRow) of \"congressman\"")
                        && $0.contains("cell \(value.letters)\(value.sheetRow) (\(value.column))")
                        && $0.contains(value.value)
                }
                #expect(matching.count == 1, "\(value) in \(warnings)")
            }
        }
    }

    @Test func read_namelessRowWithValues_isNamedAsSkipped() async throws {
        var workbook = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가", " ", "다"])
        workbook.cells["email"] = [1: .text("lost@na.go.kr")]
        let url = temporary.appending("nameless.xlsx")
        try workbook.write(to: url)

        let read = try await XLSXDirectoryWorkbookSource(url: url).read()

        #expect(read.persons.map(\.name) == ["가", "다"])
        #expect(
            read.warnings == [
                "Row 4 of \"congressman\": cell C4 (name) is empty, so the row was skipped with "
                    + "its other values."
            ])
    }

    @Test func read_realLayoutWithTwoAddressCells_keepsBothAddresses() async throws {
        let read = try await DirectoryFixtures.source("directory-v1.4.0.xlsx").read()

        let emails = read.persons.map { $0.links.filter { $0.kind == .email }.map(\.value) }

        #expect(emails.contains(["member001@assembly.example.kr", "hong@na.example.kr"]))
        #expect(emails.contains(["member002@assembly.example.kr", "kim@na.example.kr"]))
        #expect(read.warnings.isEmpty)
        #expect(read.info.version == SemanticVersion("1.4.0"))
    }
}
