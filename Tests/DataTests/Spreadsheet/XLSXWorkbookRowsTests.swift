import Archive
import Testing

@testable import DirectoryData
@testable import Spreadsheet

/// A sheet read row by row while it unpacks gives the rows of the whole sheet, resolved, and
/// stops when asked.
@Suite struct XLSXWorkbookRowsTests {
    static let names = ["info", "congressman", "groups", "events", "normalgroups"]

    static func workbook() throws -> XLSXWorkbook {
        try XLSXWorkbook(
            archive: try ZipArchive(contentsOf: try DirectoryFixtures.url("directory-v1.9.0.xlsx")))
    }

    @Test(arguments: names)
    func forEachRow_givesTheWholeSheetsRows(name: String) throws {
        let expected = try Self.workbook().sheet(named: name).rows
        let workbook = try Self.workbook()
        var rows: [XLSXRow] = []

        try workbook.forEachRow(inSheet: name) { row in
            rows.append(row)
            return true
        }

        #expect(rows == expected)
    }

    @Test func forEachRow_visitStopping_readsNoFurther() throws {
        let workbook = try Self.workbook()
        var visited = 0

        try workbook.forEachRow(inSheet: "congressman") { _ in
            visited += 1
            return visited < 3
        }

        #expect(visited == 3)
    }

    @Test func forEachRow_badStringIndex_throwsInvalidCell() throws {
        let url = try DirectoryFixtures.url("workbooks/bad-string-index.xlsx")
        let workbook = try XLSXWorkbook(archive: try ZipArchive(contentsOf: url))

        #expect(
            throws: XLSXError.invalidCell(
                sheet: "data", cell: "A1", reason: "string 7 does not exist")
        ) {
            try workbook.forEachRow(inSheet: "data") { _ in true }
        }
    }

    @Test func forEachRow_missingSheet_throwsMissingSheet() throws {
        let workbook = try Self.workbook()

        #expect(throws: XLSXError.missingSheet("nope")) {
            try workbook.forEachRow(inSheet: "nope") { _ in true }
        }
    }
}
