import Archive
import DirectoryTestSupport
import Testing

@testable import Spreadsheet

/// A sheet part is read while it unpacks: the bytes held at once stay within one run of the
/// inflater (plus a token cut between two runs), however large the part unpacks.
@Suite struct XLSXStreamingMemoryTests {
    /// One run of the inflater and a token cut at its end.
    static let bound = Inflate.largestRun + 1024

    func readSheet(rows: Int) throws -> (unpacked: Int, held: Int, rows: Int) {
        var workbook = WorkbookWriter()
        workbook.addSheet("data", rows: (0..<rows).map { [nil, .number($0)] })
        let archive = try ZipArchive(bytes: workbook.archive())
        let entry = try #require(archive.entries.first { $0.name.contains("worksheets/") })
        let parser = XLSXSheetParser(sheetName: "data")

        try parser.parse(part: entry.name, of: archive)

        return (entry.uncompressedSize, parser.heldBytesHighWaterMark, parser.rows.count)
    }

    @Test func sheetPart_1kAnd100kRows_holdTheSameBoundedBuffer() throws {
        let small = try readSheet(rows: 1_000)
        let large = try readSheet(rows: 100_000)

        #expect(small.rows == 1_000)
        #expect(large.rows == 100_000)
        #expect(large.unpacked > 10 * Self.bound)
        #expect(small.held <= Self.bound)
        #expect(large.held <= Self.bound)
    }
}
