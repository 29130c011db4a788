import Archive
import Foundation
import Testing

@testable import DirectoryData
@testable import Spreadsheet

@Suite struct XLSXWorkbookTests {
    @Test func sheet_everyCellKind_readsValues() throws {
        let workbook = try DirectoryFixtures.workbook("cells.xlsx")

        let sheet = try workbook.sheet(named: "cells")

        #expect(
            sheet.row(1)?.cells == [
                .text("plain"), .text("rich text"), .text("홍길동 & co"), .text("line\rbreak"),
            ])
        #expect(
            sheet.row(2)?.cells == [
                .text("inline"), .text("inline runs"), .boolean(true), .boolean(false),
            ])
        #expect(sheet.row(3)?.cells == [.number("42"), .number("2.5"), .number("1E+14")])
        #expect(
            sheet.row(4)?.cells == [
                .number("43"), .text("ab"), .error("#DIV/0!"), .text("2026-11-21T00:00:00"),
            ])
    }

    @Test func sheet_afterForgettingSharedStrings_readsThemAgain() throws {
        let workbook = try DirectoryFixtures.workbook("cells.xlsx")
        let first = try workbook.sheet(named: "cells")

        workbook.forgetSharedStrings()
        let again = try workbook.sheet(named: "cells")

        #expect(again.rows == first.rows)
        #expect(again.row(1)?.cells.first == .text("plain"))
    }

    @Test func sheet_cellsWithoutReferences_followThePreviousOne() throws {
        let workbook = try DirectoryFixtures.workbook("cells.xlsx")

        let row = try #require(try workbook.sheet(named: "cells").row(5))

        #expect(row.columns == [1, 2, 5, 6])
        #expect(row[5] == .number("5"))
        #expect(row[6] == .number("6"))
        #expect(row[3] == nil)
    }

    @Test func sheet_wideColumns_parseLetters() throws {
        let workbook = try DirectoryFixtures.workbook("cells.xlsx")

        let row = try #require(try workbook.sheet(named: "cells").row(9))

        #expect(row[27] == .number("27"))
        #expect(row[16_384] == .number("16384"))
    }

    @Test func cellText_numbersAndBooleans_formatForReading() {
        #expect(XLSXCell.number("1E+14").text == "100000000000000")
        #expect(XLSXCell.number("2.0").text == "2")
        #expect(XLSXCell.number("2.5").text == "2.5")
        #expect(XLSXCell.boolean(true).text == "TRUE")
        #expect(XLSXCell.error("#REF!").text == nil)
        #expect(XLSXCell.text(" 1.0 ").number == 1)
    }

    @Test func sheetNames_followWorkbookOrderNotPartNumbers() throws {
        let workbook = try DirectoryFixtures.workbook("order.xlsx")

        let sheets = try workbook.sheets(named: ["third", "first", "second"])

        #expect(workbook.sheetNames == ["first", "second", "third"])
        #expect(sheets.map { $0.row(1)?[1]?.text } == ["I am third", "I am first", "I am second"])
    }

    @Test func sheet_nameInOtherCase_isFound() throws {
        let workbook = try DirectoryFixtures.workbook("order.xlsx")

        let sheet = try workbook.sheet(named: "SECOND")

        #expect(sheet.name == "second")
    }

    @Test func sheet_prefixedNamespaceAndOtherWorkbookPart_reads() throws {
        let workbook = try DirectoryFixtures.workbook("prefixed.xlsx")

        let row = try #require(try workbook.sheet(named: "data").row(2))

        #expect(row[2] == .text("prefixed"))
        #expect(row[3] == .number("7"))
    }

    @Test func sheet_missing_throwsMissingSheet() throws {
        let workbook = try DirectoryFixtures.workbook("order.xlsx")

        #expect(throws: XLSXError.missingSheet("fourth")) { try workbook.sheet(named: "fourth") }
    }

    @Test func sheet_declaringDTD_throwsInvalidXML() throws {
        let workbook = try DirectoryFixtures.workbook("dtd.xlsx")

        #expect(
            throws: XLSXError.invalidXML(
                part: "xl/worksheets/sheet1.xml", reason: "it declares a DTD")
        ) {
            try workbook.sheet(named: "data")
        }
    }

    @Test(arguments: ["unterminated.xlsx", "mismatched.xlsx"])
    func sheet_malformedXML_throwsInvalidXML(name: String) throws {
        let workbook = try DirectoryFixtures.workbook(name)

        let error = #expect(throws: XLSXError.self) { try workbook.sheet(named: "data") }

        guard case .invalidXML(let part, _) = error else {
            Issue.record("expected invalidXML, got \(String(describing: error))")
            return
        }
        #expect(part == "xl/worksheets/sheet1.xml")
    }

    @Test func sheet_sharedStringIndexOutOfRange_throwsInvalidCell() throws {
        let workbook = try DirectoryFixtures.workbook("bad-string-index.xlsx")

        #expect(
            throws: XLSXError.invalidCell(
                sheet: "data", cell: "A1", reason: "string 7 does not exist")
        ) {
            try workbook.sheet(named: "data")
        }
    }

    @Test func init_noContentTypes_throwsNotAWorkbook() throws {
        let url = try DirectoryFixtures.url("workbooks/no-content-types.xlsx")

        #expect(throws: XLSXError.notAWorkbook("no [Content_Types].xml")) {
            try XLSXWorkbook(contentsOf: url)
        }
    }

    @Test func init_plainZip_throwsNotAWorkbook() throws {
        let url = try DirectoryFixtures.url("archives/infozip-6.zip")

        #expect(throws: XLSXError.notAWorkbook("no [Content_Types].xml")) {
            try XLSXWorkbook(contentsOf: url)
        }
    }

    @Test func init_notAZip_throwsArchiveError() throws {
        let url = try DirectoryFixtures.url("archives/source/tiny.txt")

        #expect(throws: XLSXError.archive(.notAnArchive)) { try XLSXWorkbook(contentsOf: url) }
    }

    @Test(arguments: [
        ("A1", 1, 1), ("B3", 2, 3), ("Z9", 26, 9), ("AA10", 27, 10),
        ("xfd1048576", 16_384, 1_048_576),
    ])
    func cellReference_valid_parses(reference: String, column: Int, row: Int) {
        let parsed = XLSXCellReference.parse(reference)

        #expect(parsed?.column == column)
        #expect(parsed?.row == row)
    }

    @Test(arguments: ["", "1A", "A", "3", "A0", "XFE1", "A1048577", "A-1", "$A$1"])
    func cellReference_invalid_isNil(reference: String) {
        #expect(XLSXCellReference.parse(reference) == nil)
    }
}

@Suite struct XLSXWorkbookConcurrentReadTests {
    @Test func sheets_stringsReadOnSecondThread_equalSequentialRead() throws {
        let url = try DirectoryFixtures.url("directory-v1.9.0.xlsx")
        let names = ["info", "congressman", "groups", "events", "normalgroups"]
        let sequential = try XLSXWorkbook(archive: try ZipArchive(contentsOf: url))
        let concurrent = try XLSXWorkbook(
            archive: try ZipArchive(contentsOf: url), concurrentReadThreshold: 0)

        let expected = try sequential.sheets(named: names)
        let actual = try concurrent.sheets(named: names)

        #expect(actual == expected)
        #expect(actual[1].rows.count == 302)
    }

    @Test func sheets_concurrentReadWithBadStringIndex_stillThrows() throws {
        let url = try DirectoryFixtures.url("workbooks/bad-string-index.xlsx")
        let workbook = try XLSXWorkbook(
            archive: try ZipArchive(contentsOf: url), concurrentReadThreshold: 0)

        #expect(
            throws: XLSXError.invalidCell(
                sheet: "data", cell: "A1", reason: "string 7 does not exist")
        ) {
            try workbook.sheet(named: "data")
        }
    }
}
