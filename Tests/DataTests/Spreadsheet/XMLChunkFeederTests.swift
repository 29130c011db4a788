import CleanAppsTestSupport
import Testing

@testable import SpreadsheetKit

/// A part read in pieces as it unpacks: the same events and the same errors as the part read
/// whole, wherever the pieces are cut.
@Suite struct XMLChunkFeederTests {
    typealias Recorder = XMLScannerTests.Recorder

    /// A small sheet with every token kind, multi-byte text and a `<` inside a comment and a
    /// CDATA section, after a UTF-8 byte order mark.
    static let sheet: [UInt8] =
        [0xEF, 0xBB, 0xBF]
        + Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <x:worksheet xmlns:x="urn:x"><!-- a < b --><sheetData>\
            <row r="1"><c r="B1" t="s"><v>0</v></c><c r="C1"><v>2.5</v></c></row>\
            <row r="2"><c r="B2" t="inlineStr"><is><t>홍길동 &amp; 😀</t></is></c>\
            <c r='C2'><![CDATA[<raw> & ]]></c></row>\r\n</sheetData></x:worksheet>
            """.utf8)

    func events(_ bytes: [UInt8], cutAt cuts: [Int]) throws(XLSXError) -> [String] {
        let recorder = Recorder()
        let bounds = [0] + cuts + [bytes.count]
        try recorder.parse(part: "part.xml") { consume in
            for (start, end) in zip(bounds, bounds.dropFirst()) {
                guard bytes[start..<end].withUnsafeBufferPointer(consume) else { return false }
            }
            return true
        }
        return recorder.events
    }

    func oneByteEvents(_ bytes: [UInt8]) throws(XLSXError) -> [String] {
        try events(bytes, cutAt: Array(bytes.indices.dropFirst()))
    }

    @Test func sheet_cutAtEverySplitPoint_givesTheWholePartsEvents() throws {
        let whole = try events(Self.sheet, cutAt: [])

        for cut in Self.sheet.indices.dropFirst() {
            #expect(try events(Self.sheet, cutAt: [cut]) == whole, "cut at \(cut)")
        }
        #expect(whole.contains("'홍길동 & 😀'"))
        #expect(whole.contains("'<raw> & '"))
    }

    @Test func sheet_inOneBytePieces_givesTheWholePartsEvents() throws {
        #expect(try oneByteEvents(Self.sheet) == (try events(Self.sheet, cutAt: [])))
    }

    @Test(arguments: XMLScannerTests.malformed)
    func malformedPart_inOneBytePieces_throwsTheSameReason(xml: String, reason: String) {
        #expect(throws: XLSXError.invalidXML(part: "part.xml", reason: "line 1: \(reason)")) {
            try oneByteEvents(Array(xml.utf8))
        }
    }

    @Test func failureAfterManyPieces_namesItsLine() {
        let xml = Array("<a>\n<c>\n\n</b></a>".utf8)

        #expect(
            throws: XLSXError.invalidXML(
                part: "part.xml", reason: "line 4: end tag b does not match its start tag")
        ) {
            try oneByteEvents(xml)
        }
    }

    @Test func notUTF8_afterMalformedMarkupInAnEarlierPiece_isReportedAsNotText() {
        let bytes = Array("<a><b></a>".utf8) + [0xFF]

        #expect(
            throws: XLSXError.invalidXML(part: "part.xml", reason: "it is not valid UTF-8 text")
        ) {
            try oneByteEvents(bytes)
        }
    }

    @Test func utf16Part_inOneBytePieces_givesTheSameEvents() throws {
        let xml = "<a r=\"한\">가 😀</a>"
        let units = Array(xml.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }

        #expect(try oneByteEvents(little) == ["<a r=한>", "'가 😀'", "</a>"])
    }

    @Test func utf16Parts_bothByteOrders_inSeededPieces_giveTheUTF8PartsEvents() throws {
        var generator = SeededGenerator(seed: 16)
        let pieces = ["a", "한", "😀", "𝄞", "é", " ", "&amp;", "<b/>", "\r\n"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let xml = "<a r=\"\(text.filter { $0 != "<" && $0 != "/" && $0 != ">" })\">\(text)</a>"
            let units = Array(xml.utf16)
            let little: [UInt8] =
                [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let expected = try events(Array(xml.utf8), cutAt: [])

            for bytes in [little, big] {
                var cuts: [Int] = []
                while (cuts.last ?? 0) < bytes.count - 1 {
                    cuts.append((cuts.last ?? 0) + Int.random(in: 1...7, using: &generator))
                }
                #expect(try events(bytes, cutAt: cuts.filter { $0 < bytes.count }) == expected)
            }
        }
    }

    @Test func handlerFinishingEarly_stopsAskingForPieces() throws {
        let recorder = Recorder()
        recorder.stopAt = "b"
        let bytes = Array("<a><b/><c/><c/></a>".utf8)
        var handedOut = 0

        try recorder.parse(part: "p") { consume in
            for index in bytes.indices {
                handedOut += 1
                guard bytes[index...index].withUnsafeBufferPointer(consume) else { return false }
            }
            return true
        }

        #expect(recorder.events == ["<a>", "<b>"])
        #expect(handedOut < bytes.count)
    }
}
