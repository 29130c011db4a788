import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import SpreadsheetKit
import Testing

/// A `congressman` table that ends early but still has numbered rows below is an
/// error naming the sheet, row and cell; so is any later row holding a lawmaker (a name,
/// party or phone) without a row number, the last row too. Styled empty rows and a total row
/// end it quietly.
@Suite struct DirectoryTableEndTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func read(tail: [[WorkbookCell?]]) async throws -> DirectoryWorkbook {
        var workbook = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가", "나", "다"])
        workbook.congressmanTail = tail
        let url = temporary.appending("tail.xlsx")
        try workbook.write(to: url)
        return try await XLSXDirectoryWorkbookSource(url: url).read()
    }

    private static let valueRow: [WorkbookCell?] = [nil, .number(5), .text("라"), nil, .number(1)]

    @Test func read_styledEmptyRowsAfterTheTable_endQuietly() async throws {
        let styled: [WorkbookCell?] = [nil, .styledEmpty, .styledEmpty, .text("  ")]

        let workbook = try await read(tail: [styled, styled, [], styled])

        #expect(workbook.persons.map(\.name) == ["가", "나", "다"])
    }

    @Test func read_totalRowAfterTheBlankRow_isIgnored() async throws {
        let workbook = try await read(tail: [[], [nil, .text("합계"), .number(3)]])

        #expect(workbook.persons.map(\.name) == ["가", "나", "다"])
    }

    @Test func read_gapRowThenValues_failsNamingSheetRowAndCell() async throws {
        await #expect(
            throws: DirectoryError.tableEndsEarly(
                sheet: "congressman", row: 6, cell: "B6", nextValueRow: 7)
        ) {
            _ = try await read(tail: [[], Self.valueRow])
        }
    }

    @Test(arguments: [
        WorkbookCell.text("넷"), .rawNumber("NaN"), .error("#REF!"), .number(0),
    ])
    func read_badNoCellThenValues_fails(no: WorkbookCell) async throws {
        await #expect(
            throws: DirectoryError.tableEndsEarly(
                sheet: "congressman", row: 6, cell: "B6", nextValueRow: 7)
        ) {
            _ = try await read(tail: [[nil, no, .text("라")], Self.valueRow])
        }
    }

    @Test func read_cellFarRightInTheNextRow_fails() async throws {
        var row = [WorkbookCell?](repeating: nil, count: 16_384)
        row[16_383] = .text("XFD")

        await #expect(
            throws: DirectoryError.tableEndsEarly(
                sheet: "congressman", row: 6, cell: "B6", nextValueRow: 7)
        ) {
            _ = try await read(tail: [row, Self.valueRow])
        }
    }

    @Test(
        arguments: [
            [nil, .text("넷"), .text("라")], [nil, nil, .text("라")], [nil, .number(0), .text("라")],
            [nil, .error("#REF!"), .text("라")], [nil, .number(-1), .text("라")],
            [nil, nil, nil, nil, .number(1)],
            [nil, .text("x"), nil, nil, nil, nil, .text("02-784-1234")],
        ] as [[WorkbookCell?]])
    func read_lastRowHoldsALawmakerWithoutARowNumber_failsNamingSheetRowAndCell(
        row: [WorkbookCell?]
    ) async throws {
        await #expect(
            throws: DirectoryError.rowWithoutNumber(sheet: "congressman", row: 6, cell: "B6")
        ) {
            _ = try await read(tail: [row])
        }
    }

    @Test func read_lawmakerRowWithoutNumberAfterBlankRows_fails() async throws {
        await #expect(
            throws: DirectoryError.rowWithoutNumber(sheet: "congressman", row: 8, cell: "B8")
        ) {
            _ = try await read(tail: [[], [nil, .styledEmpty], [nil, nil, .text("라")], []])
        }
    }
}
