import CleanAppsTestSupport
import Testing

@testable import Spreadsheet

/// The scanner's quick path for small cells and shared strings gives exactly the general
/// path's events, rows, strings and failures, over generated worksheets and shared-string
/// parts of every shape, mutated and truncated ones included, however the part is cut.
@Suite struct XMLCompactPathTests {
    /// Records every event, attributes included, and fails or stops at a chosen event.
    final class Recorder: XMLPartHandler {
        var events: [String] = []
        var stopAfter = Int.max
        var failAfter = Int.max

        override func start(_ name: XMLName, attributes: XMLAttributes) {
            let pairs = attributes.pairs.map { " \($0.name)=\($0.value)" }.joined()
            record("<\(name.string)\(pairs)>")
        }

        override func end(_ name: XMLName) {
            record("</\(name.string)>")
        }

        override func characters(_ text: String) {
            record("'\(text)'")
        }

        private func record(_ event: String) {
            events.append(event)
            if events.count == stopAfter { finishEarly() }
            if events.count == failAfter { fail(.missingSheet("stop")) }
        }
    }

    /// The rows a sheet parser handed on.
    final class VisitedRows {
        var rows: [XLSXRow] = []
    }

    /// What a parse gave: the handler's findings, or the error, as text to compare.
    static func outcome(
        of bytes: [UInt8], compact: Bool, piece: Int, seed: UInt64,
        _ make: () -> XMLPartHandler, _ findings: (XMLPartHandler) -> String
    ) -> (String, compactElements: Int) {
        let handler = make()
        handler.usesCompactPath = compact
        var generator = SeededGenerator(seed: seed)
        do {
            try XMLPartGenerator.parse(
                bytes, with: handler, largestPiece: piece, using: &generator)
            return ("ok: " + findings(handler), handler.compactElementsRead)
        } catch {
            return ("error: \(error)", handler.compactElementsRead)
        }
    }

    /// Checks that the two paths agree on `bytes` for every handler kind; returns how many
    /// elements the quick path read.
    @discardableResult
    static func expectSameOutcome(
        _ bytes: [UInt8], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var generator = SeededGenerator(seed: seed)
        let piece = [1, 7, 64, 4096, 1 << 20].randomElement(using: &generator)!
        let stopAfter = Int.random(in: 1...60, using: &generator)
        let visited = VisitedRows()
        let makers: [(() -> XMLPartHandler, (XMLPartHandler) -> String)] = [
            ({ Recorder() }, { ($0 as! Recorder).events.joined(separator: "\n") }),
            (
                {
                    let recorder = Recorder()
                    recorder.stopAfter = stopAfter
                    return recorder
                }, { ($0 as! Recorder).events.joined(separator: "\n") }
            ),
            (
                {
                    let recorder = Recorder()
                    recorder.failAfter = stopAfter
                    return recorder
                }, { ($0 as! Recorder).events.joined(separator: "\n") }
            ),
            (
                { XLSXSheetParser(sheetName: "s") },
                { handler in
                    let parser = handler as! XLSXSheetParser
                    return "\(parser.rows) \(parser.maxSharedIndex)"
                }
            ),
            (
                {
                    // Rows handed on as they end, shared strings resolved, stopping midway.
                    visited.rows = []
                    return XLSXSheetParser(
                        sheetName: "s", strings: .success((0..<15).map { "s\($0)" }),
                        visit: { row in
                            visited.rows.append(row)
                            return visited.rows.count < stopAfter / 6 + 1
                        })
                }, { _ in "\(visited.rows)" }
            ),
            (
                { XLSXSharedStringsParser(limit: .max) },
                { "\(($0 as! XLSXSharedStringsParser).strings)" }
            ),
            (
                { XLSXSharedStringsParser(limit: stopAfter / 4 + 1) },
                { "\(($0 as! XLSXSharedStringsParser).strings)" }
            ),
        ]
        var compactElements = 0
        for (make, findings) in makers {
            let general = outcome(
                of: bytes, compact: false, piece: piece, seed: seed, make, findings)
            let quick = outcome(of: bytes, compact: true, piece: piece, seed: seed, make, findings)
            #expect(general.compactElements == 0, sourceLocation: sourceLocation)
            #expect(
                quick.0 == general.0,
                "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
            compactElements = max(compactElements, quick.compactElements)
        }
        return compactElements
    }

    @Test func generatedWorksheets_readTheSameByBothPaths_andTheQuickPathIsTaken() {
        var generator = SeededGenerator(seed: 0x5EE7)
        var compactElements = 0
        for round in 0..<300 {
            let xml = WorksheetXMLGenerator.worksheet(using: &generator)
            compactElements += Self.expectSameOutcome(Array(xml.utf8), seed: UInt64(round))
        }
        #expect(compactElements > 1000)
    }

    @Test func generatedSharedStrings_readTheSameByBothPaths_andTheQuickPathIsTaken() {
        var generator = SeededGenerator(seed: 0x5157)
        var compactElements = 0
        for round in 0..<200 {
            let xml = WorksheetXMLGenerator.sharedStrings(using: &generator)
            compactElements += Self.expectSameOutcome(Array(xml.utf8), seed: UInt64(round))
        }
        #expect(compactElements > 100)
    }

    @Test func mutatedAndTruncatedParts_failOrReadTheSameByBothPaths() {
        var generator = SeededGenerator(seed: 0xBAD)
        for round in 0..<1500 {
            let xml =
                Bool.random(using: &generator)
                ? WorksheetXMLGenerator.worksheet(using: &generator)
                : WorksheetXMLGenerator.sharedStrings(using: &generator)
            let bytes = WorksheetXMLGenerator.mutated(Array(xml.utf8), using: &generator)
            Self.expectSameOutcome(bytes, seed: UInt64(round))
        }
    }

    @Test func limits_areCheckedTheSameByBothPaths() {
        let cell = "<c r=\"A1\" s=\"1\" t=\"s\"><v>12345</v></c>"
        let xml = Array(("<w><d><row>" + cell + "<si><t x=\"1\">abc</t></si></row></d></w>").utf8)
        for limits in [
            XLSXLimits(
                maxAttributesPerElement: 2, maxValueBytes: 1 << 20, maxDepth: 256,
                maxSharedStrings: 10),
            XLSXLimits(
                maxAttributesPerElement: 8, maxValueBytes: 16, maxDepth: 256, maxSharedStrings: 10),
            XLSXLimits(
                maxAttributesPerElement: 8, maxValueBytes: 1 << 20, maxDepth: 4,
                maxSharedStrings: 10),
            XLSXLimits(
                maxAttributesPerElement: 8, maxValueBytes: 1 << 20, maxDepth: 5,
                maxSharedStrings: 10),
        ] {
            var results: [String] = []
            for compact in [false, true] {
                let recorder = Recorder()
                recorder.limits = limits
                recorder.usesCompactPath = compact
                do {
                    try recorder.parse(xml, part: "p.xml")
                    results.append(recorder.events.joined(separator: "\n"))
                } catch {
                    results.append("\(error)")
                }
            }
            #expect(results[0] == results[1], "\(limits)")
        }
    }
}

/// Worksheet and shared-string parts of every shape the reader meets, valid by default, and
/// mutations of them.
enum WorksheetXMLGenerator {
    static func worksheet(using generator: inout SeededGenerator) -> String {
        let prefix = Bool.random(using: &generator) && Int.random(in: 0..<4, using: &generator) == 0
        let p = prefix ? "x:" : ""
        let namespace = prefix ? "xmlns:x" : "xmlns"
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\r\n"
        xml += "<\(p)worksheet \(namespace)=\"http://schemas.openxmlformats.org/x\"><\(p)sheetData>"
        for row in 1...Int.random(in: 1...12, using: &generator) {
            let reference: String
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: reference = ""
            case 1: reference = " r='\(row)'"
            case 2: reference = " r=\"0\""
            default: reference = " r=\"\(row)\" spans=\"1:4\""
            }
            xml += "<\(p)row\(reference)>"
            for column in 1...Int.random(in: 0...6, using: &generator) + 1 {
                xml += cell(p, column: column, row: row, using: &generator)
            }
            xml += "</\(p)row>" + (Bool.random(using: &generator) ? "\n" : "")
        }
        xml += "</\(p)sheetData></\(p)worksheet>"
        return xml
    }

    static func sharedStrings(using generator: inout SeededGenerator) -> String {
        var xml = "<?xml version=\"1.0\"?><sst xmlns=\"urn:x\" count=\"3\">"
        for _ in 0..<Int.random(in: 1...15, using: &generator) {
            let text = self.text(using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: xml += "<si><t xml:space=\"preserve\">\(text)</t></si>"
            case 1: xml += "<si><r><rPr><b/></rPr><t>\(text)</t></r><r><t>b</t></r></si>"
            case 2: xml += "<si><t>\(text)</t><rPh sb=\"0\" eb=\"1\"><t>ph</t></rPh></si>"
            case 3: xml += "<si><t/></si>"
            case 4: xml += "<si><t xml:space='preserve' xml:space='preserve'>\(text)</t></si>"
            default: xml += "<si><t>\(text)</t></si>"
            }
        }
        return xml + "</sst>"
    }

    static func text(using generator: inout SeededGenerator) -> String {
        [
            "Kim", "김민수", "a &amp; b", "&#xAC00;&#44032;", "line\r\nend", " spaced ",
            "tab\there", "_x000D_x", "<![CDATA[c<d]]>", "", "a > b", "it's \"q\"", "x]]>y",
            "1234567890123456789012345",
        ].randomElement(using: &generator)!
    }

    static func cell(
        _ p: String, column: Int, row: Int, using generator: inout SeededGenerator
    ) -> String {
        let letters = XLSXCellReference.letters(ofColumn: column)
        let reference: String
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: reference = ""
        case 1: reference = " r='\(letters)\(row)'"
        case 2: reference = " r=\"\(letters.lowercased())\(row)\""
        case 3:
            reference =
                " r=\"\(["A0", "XFE1", "1A", "", "A1048577"].randomElement(using: &generator)!)\""
        default: reference = " r=\"\(letters)\(row)\""
        }
        let style = Bool.random(using: &generator) ? " s=\"\(column % 3)\"" : ""
        let text = self.text(using: &generator)
        /// `<p:name attributes>inner</p:name>`.
        func e(_ name: String, _ attributes: String, _ inner: String) -> String {
            "<\(p)\(name)\(attributes)>\(inner)</\(p)\(name)>"
        }
        /// `<p:name>inner</p:name>`.
        func e(_ name: String, _ inner: String) -> String { e(name, "", inner) }
        let c = reference + style
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: return "<\(p)c\(c)/>"
        case 1: return e("c", c, "")
        case 2: return e("c", c + " t=\"s\"", e("v", ""))
        case 3: return e("c", c, "<\(p)v/>")
        case 4: return e("c", c + " t=\"inlineStr\"", e("is", e("t", text)))
        case 5:
            let runs = e("r", e("t", "a")) + e("r", e("t", text)) + e("rPh", e("t", "x"))
            return e("c", c + " t=\"inlineStr\"", e("is", runs))
        case 6: return e("c", c + " t=\"str\"", e("f", "A1&amp;B1") + e("v", text))
        case 7:
            let value = ["0", "1", "true", "x"].randomElement(using: &generator)!
            return e("c", c + " t=\"b\"", e("v", value))
        case 8: return e("c", c + " t=\"e\"", e("v", "#REF!"))
        case 9: return e("c", c + " t=\"str\"", e("v", text))
        case 10: return e("c", c, e("v", " 7 "))
        case 11: return e("c", c, e("v", "<![CDATA[5]]>"))
        case 12: return "<\(p)c \(c) t = \"n\" ><\(p)v >2.5</\(p)v ></\(p)c >"
        case 13: return e("c", c + "\r\n t=\"d\"", e("v", "2024-01-0\(column)"))
        case 14:
            let value = ["-1", "+2", "x", "99999999999999999999"].randomElement(using: &generator)!
            return e("c", c + " t='s'", e("v", value))
        case 15:
            return e("c", c + " t=\"s\"", e("v", "\(Int.random(in: 0...20, using: &generator))"))
        case 16: return e("c", c, e("v", "\(Double.random(in: -1e6...1e6, using: &generator))"))
        case 17: return e("c", c + " t=\"s\" t=\"n\"", e("v", "1"))
        case 18: return e("c", c + " t=\"s\"", e("v", "0\(column)"))
        default: return e("c", c + " t=\"s\"", e("v", "\(column)"))
        }
    }

    /// `bytes` with one to three bytes deleted, inserted or changed to ones that matter to
    /// XML, or cut short.
    static func mutated(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let interesting = Array("<>/\"'= &;#x:\r\n\tcvr1s".utf8) + [0x00, 0x01, 0xC3, 0xEA]
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes.remove(at: index)
            case 1: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
            case 2: bytes[index] = interesting.randomElement(using: &generator)!
            default: bytes.removeLast(bytes.count - index)
            }
        }
        return bytes
    }
}
