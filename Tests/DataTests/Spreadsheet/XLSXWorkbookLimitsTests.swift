import ArchiveKit
import DirectoryTestSupport
import Testing

@testable import SpreadsheetKit

/// A cell's or shared string's text, joined from its runs, and the number of shared strings
/// stop at their ``XLSXLimits``: the limit is read, one more is refused with one named error.
@Suite struct XLSXWorkbookLimitsTests {
    static let cap = XLSXLimits.standard.maxValueBytes

    /// `total` bytes of text in runs of at most 1,000 bytes, each written by `run`.
    static func runs(_ total: Int, _ run: (String) -> String) -> String {
        stride(from: 0, to: total, by: 1_000).map {
            run(String(repeating: "x", count: min(1_000, total - $0)))
        }.joined()
    }

    static func sheet(_ cell: String) -> [UInt8] {
        Array("<worksheet><sheetData><row r=\"1\">\(cell)</row></sheetData></worksheet>".utf8)
    }

    static let tooLongCell = XLSXError.overLimit(
        part: "sheet.xml", what: "a cell whose text is longer than \(cap) bytes")

    /// A cell whose text of `total` bytes comes in runs of one `shape`.
    static func cell(_ shape: String, _ total: Int) -> String {
        shape == "inline runs"
            ? "<c r=\"A1\" t=\"inlineStr\"><is>\(runs(total) { "<r><t>\($0)</t></r>" })</is></c>"
            : "<c r=\"A1\" t=\"str\"><v>\(runs(total) { "\($0)<!---->" })</v></c>"
    }

    @Test(arguments: ["inline runs", "value split by comments"], [0, 1])
    func cell_ofRunsAtTheLimit_isRead_andOneByteMore_isRefused(shape: String, extra: Int) throws {
        let part = Self.sheet(Self.cell(shape, Self.cap + extra))
        let parser = XLSXSheetParser(sheetName: "s")

        if extra == 0 {
            try parser.parse(part, part: "sheet.xml")
            #expect(parser.rows.count == 1)
        } else {
            #expect(throws: Self.tooLongCell) { try parser.parse(part, part: "sheet.xml") }
        }
    }

    @Test(arguments: [0, 1])
    func sharedString_ofRuns_atTheLimit_isRead_andOneByteMore_isRefused(extra: Int) throws {
        let item = "<si>\(Self.runs(Self.cap + extra) { "<r><t>\($0)</t></r>" })</si>"
        let part = Array("<sst>\(item)</sst>".utf8)
        let parser = XLSXSharedStringsParser(limit: .max)

        if extra == 0 {
            try parser.parse(part, part: "strings.xml")
            #expect(parser.strings.first?.utf8.count == Self.cap)
        } else {
            #expect(
                throws: XLSXError.overLimit(
                    part: "strings.xml",
                    what: "a shared string whose text is longer than \(Self.cap) bytes")
            ) { try parser.parse(part, part: "strings.xml") }
        }
    }

    @Test(arguments: [0, 1])
    func sharedStrings_atTheCountLimit_areRead_andOneMore_isRefused(extra: Int) throws {
        var limits = XLSXLimits.standard
        limits.maxSharedStrings = 5
        var writer = WorkbookWriter()
        writer.addSheet("s", rows: [(0..<(5 + extra)).map { .text("t\($0)") }])
        let workbook = try XLSXWorkbook(
            archive: try ZipArchive(bytes: writer.archive()), limits: limits)

        if extra == 0 {
            #expect(try workbook.sheet(named: "s").rows.first?.cells.count == 5)
        } else {
            #expect(
                throws: XLSXError.overLimit(
                    part: "xl/sharedStrings.xml", what: "more than 5 shared strings")
            ) { try workbook.sheet(named: "s") }
        }
    }

    @Test func packageParts_areReadWithinTheWorkbooksLimits() throws {
        var limits = XLSXLimits.standard
        limits.maxAttributesPerElement = 1
        var writer = WorkbookWriter()
        writer.addSheet("s", rows: [[.number(1)]])
        let archive = try ZipArchive(bytes: writer.archive())

        let error = #expect(throws: XLSXError.self) {
            try XLSXWorkbook(archive: archive, limits: limits)
        }

        guard case .overLimit(let part, let what) = error else {
            Issue.record("expected overLimit, got \(String(describing: error))")
            return
        }
        #expect(part == "[Content_Types].xml")
        #expect(what.hasPrefix("an element with more than 1 attributes"))
    }

    @Test func standardLimits_areTheDocumentedNumbers() {
        #expect(
            XLSXLimits.standard
                == XLSXLimits(
                    maxAttributesPerElement: 256, maxValueBytes: 1_048_576, maxDepth: 256,
                    maxSharedStrings: 8_388_608))
    }
}
