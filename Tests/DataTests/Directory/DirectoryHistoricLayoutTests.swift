import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import SpreadsheetKit
import Testing

/// Workbooks of every historic layout import: no `info` sheet, date cells, error
/// cells, two phone numbers run together, and files that are not workbooks at all.
@Suite struct DirectoryHistoricLayoutTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func source(_ workbook: SyntheticDirectoryWorkbook) throws
        -> XLSXDirectoryWorkbookSource
    {
        let url = temporary.appending("layout.xlsx")
        try workbook.write(to: url)
        return XLSXDirectoryWorkbookSource(url: url)
    }

    private func source(bytes: [UInt8], name: String) throws -> XLSXDirectoryWorkbookSource {
        let url = temporary.appending(name)
        try Data(bytes).write(to: url)
        return XLSXDirectoryWorkbookSource(url: url)
    }

    @Test func read_noInfoSheet_isVersionUnknownDatedByTheFile() async throws {
        let source = try source(SyntheticDirectoryWorkbook(version: nil, names: ["가나"]))
        let modified = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14
        try FileManager.default.setAttributes(
            [.modificationDate: modified], ofItemAtPath: source.url.path)

        let version = try await source.version()
        let workbook = try await source.read()

        #expect(version.isUnknown)
        #expect(workbook.info.version.isUnknown)
        #expect(workbook.info.version.description == "unknown")
        #expect(workbook.info.updateDate == UTCDateTime(year: 2023, month: 11, day: 14)?.date)
        #expect(
            workbook.notes == [
                "The workbook has no \"info\" sheet: it was imported as version unknown, dated "
                    + "2023-11-14 (the file's date)."
            ])
    }

    @Test(arguments: [
        (WorkbookCell.dateSerial(43213), 2018, 4, 23), (.text("03/27/21"), 2021, 3, 27),
    ])
    func read_noticeDateAsDateCellOrText_isADate(
        cell: WorkbookCell, year: Int, month: Int, day: Int
    )
        async throws
    {
        var layout = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가나"])
        layout.noticeDate = cell

        let info = try await source(layout).read().info

        #expect(info.updateDate == UTCDateTime(year: year, month: month, day: day)?.date)
    }

    @Test func read_errorCell_isSkippedWithAWarning() async throws {
        var layout = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가나", "다라"])
        layout.mobileCells = [1: .error("#REF!")]

        let workbook = try await source(layout).read()

        #expect(workbook.persons[1].phones.isEmpty)
        #expect(
            workbook.warnings == [
                "Row 4 of \"congressman\": cell G4 (mobile) holds the error #REF!, so it was "
                    + "skipped."
            ])
    }

    @Test func read_twoPhonesRunTogether_splitOrWarn() async throws {
        var layout = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가나", "다라"])
        layout.mobileCells = [
            0: .text("010-1234-567802-784-1234"), 1: .text("12345678901234567890"),
        ]

        let workbook = try await source(layout).read()

        #expect(workbook.persons[0].phones.map(\.number) == ["010-1234-5678", "02-784-1234"])
        #expect(workbook.persons[1].phones.isEmpty)
        #expect(workbook.warnings.count == 1)
        #expect(
            workbook.warnings.first?.contains("cell G4 (mobile) \"12345678901234567890\"") == true)
    }

    @Test func read_oldBinaryExcelFile_saysSo() async throws {
        let source = try source(
            bytes: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0], name: "a.xls")

        await #expect(
            throws: DirectoryError.unreadableWorkbook(
                "it is an old binary Excel file (.xls), not an .xlsx workbook; open it in a "
                    + "spreadsheet program, save it as .xlsx and import that.")
        ) {
            try await source.version()
        }
    }

    @Test func read_csvFile_saysItIsText() async throws {
        let source = try source(bytes: Array("no,name\n1,홍길동\n".utf8), name: "a.xlsx")

        await #expect(
            throws: DirectoryError.unreadableWorkbook(
                "it is a text file (such as CSV), not an .xlsx workbook; open it in a spreadsheet "
                    + "program, save it as .xlsx and import that.")
        ) {
            try await source.read()
        }
    }

    @Test func read_truncatedZip_saysItWasCutShort() async throws {
        let whole = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가나"]).writer().archive()
        let source = try source(bytes: Array(whole.prefix(whole.count / 2)), name: "cut.xlsx")

        await #expect(
            throws: DirectoryError.unreadableWorkbook(
                "it is a zip archive that was cut short (it has no end of central directory); copy "
                    + "or download the whole file again.")
        ) {
            try await source.version()
        }
    }
}
