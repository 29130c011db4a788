import DirectoryDomain
import Spreadsheet
import Testing

@testable import DirectoryData

/// The table rules applied row by row agree with the whole-sheet table: the same data rows,
/// the same errors; rows out of order are noticed, for the reader to read the sheet whole.
@Suite struct DirectoryTableStreamTests {
    static func row(_ number: Int, _ no: XLSXCell?, name: String? = nil) -> XLSXRow {
        var columns: [Int] = []
        var cells: [XLSXCell] = []
        if let no {
            columns.append(2)
            cells.append(no)
        }
        if let name {
            columns.append(3)
            cells.append(.text(name))
        }
        return XLSXRow(number: number, columns: columns, cells: cells)
    }

    static let header = XLSXRow(number: 2, columns: [2, 3], cells: [.text("no"), .text("name")])

    static let sheets: [[XLSXRow]] = [
        [header, row(3, .number("1"), name: "가"), row(4, .number("2"), name: "나")],
        [header, row(3, .number("1"), name: "가"), row(5, .number("3"), name: "다")],
        [header, row(3, .number("1"), name: "가"), row(4, nil, name: "나")],
        [header, row(3, .number("1")), row(4, .text("합계")), row(6, nil, name: "3")],
        [row(1, .text("title")), row(3, .number("1"), name: "가")],
        [],
    ]

    func streamed(_ rows: [XLSXRow]) -> Result<[XLSXRow], DirectoryError> {
        var stream = DirectoryTableStream(
            sheet: "s", required: ["no"], textRecords: ["name"])
        let data = rows.filter { stream.take($0) }
        return Result { () throws(DirectoryError) in
            _ = try stream.finish()
            return data
        }
    }

    func whole(_ rows: [XLSXRow]) -> Result<[XLSXRow], DirectoryError> {
        Result { () throws(DirectoryError) in
            try DirectorySheetTable(
                XLSXSheet(name: "s", rows: rows), required: ["no"], textRecords: ["name"]
            ).rows
        }
    }

    @Test(arguments: sheets)
    func take_rowsInOrder_agreesWithTheWholeSheetTable(rows: [XLSXRow]) {
        #expect(streamed(rows) == whole(rows))
    }

    @Test func take_rowsOutOfOrder_areNoticed() {
        var stream = DirectoryTableStream(sheet: "s", required: ["no"])

        _ = stream.take(Self.header)
        _ = stream.take(Self.row(4, .number("2")))
        let taken = stream.take(Self.row(3, .number("1")))

        #expect(!taken)
        #expect(stream.isUnordered)
    }
}
