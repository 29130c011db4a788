import CleanAppsTestSupport
import Testing

@testable import DirectoryData
@testable import Spreadsheet

/// The workbook parts' XML reader: the events of well-formed parts, and one typed error, with
/// its line, for each way a part can be malformed.
@Suite struct XMLScannerTests {
    /// Records every event as a line of text.
    final class Recorder: XMLPartHandler {
        var events: [String] = []
        var stopAt: String?
        var failAt: String?

        override func start(_ name: XMLName, attributes: XMLAttributes) {
            let name = name.string
            let id = attributes.attribute("id").map { " id=\($0)" } ?? ""
            let r = attributes.attribute("r").map { " r=\($0)" } ?? ""
            events.append("<\(name)\(id)\(r)>")
            if name == stopAt { finishEarly() }
            if name == failAt { fail(.missingSheet(name)) }
        }

        override func end(_ name: XMLName) {
            events.append("</\(name.string)>")
        }

        override func characters(_ text: String) {
            events.append("'\(text)'")
        }
    }

    func events(_ xml: String) throws(XLSXError) -> [String] {
        try events(Array(xml.utf8))
    }

    func events(_ bytes: [UInt8]) throws(XLSXError) -> [String] {
        let recorder = Recorder()
        try recorder.parse(bytes, part: "part.xml")
        return recorder.events
    }

    @Test func wellFormedPart_reportsLocalNamesAttributesAndText() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <x:sst xmlns:x="urn:x" xmlns:r="urn:r"><x:si r:id = 'rId1'><x:t xml:space="preserve"> a </x:t></x:si>\
            <!-- a comment --><si><t><![CDATA[<raw> & ]]></t></si><e r="A1"/></x:sst>
            """

        #expect(
            try events(xml) == [
                "<sst>", "<si id=rId1>", "<t>", "' a '", "</t>", "</si>", "<si>", "<t>",
                "'<raw> & '", "</t>", "</si>", "<e r=A1>", "</e>", "</sst>",
            ])
    }

    @Test func references_becomeTheirCharacters() throws {
        let xml = "<t a=\"&quot;&#65;\">&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;&#10;</t>"

        #expect(try events(xml) == ["<t>", "'<>&\"'AB😀\n'", "</t>"])
    }

    @Test func lineEnds_becomeNewlines_andAttributeWhitespace_becomesSpaces() throws {
        final class AttributeRecorder: XMLPartHandler {
            var value: String?
            var text = ""
            override func start(_ name: XMLName, attributes: XMLAttributes) {
                value = value ?? attributes.attribute("v")
            }
            override func characters(_ text: String) { self.text += text }
        }
        let recorder = AttributeRecorder()

        try recorder.parse(Array("<a v=\"1\t2\r\n3\n4\">x\r\ny\rz</a>".utf8), part: "p")

        #expect(recorder.value == "1 2 3 4")
        #expect(recorder.text == "x\ny\nz")
    }

    @Test func cdata_keepsAmpersandsButNormalisesLineEnds() throws {
        #expect(
            try events("<a><![CDATA[x\r\ny&amp;\rz]]></a>") == ["<a>", "'x\ny&amp;\nz'", "</a>"])
    }

    @Test func byteOrderMarks_UTF8AndUTF16BothWays_giveTheSameEvents() throws {
        let xml = "<a r=\"한\">가 😀</a>"
        let units = Array(xml.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let expected = ["<a r=한>", "'가 😀'", "</a>"]

        #expect(try events([0xEF, 0xBB, 0xBF] + Array(xml.utf8)) == expected)
        #expect(try events(little) == expected)
        #expect(try events(big) == expected)
    }

    static let malformed: [(String, String)] = [
        ("", "there is no element"),
        ("<!-- only a comment -->", "there is no element"),
        ("<a><b></a>", "end tag a does not match its start tag"),
        ("<a>", "the document ends inside an element"),
        ("<a", "unterminated start tag"),
        ("<a></a", "unterminated end tag"),
        ("<a/><b/>", "a second root element"),
        ("x<a/>", "text outside the root element"),
        ("<a/>x", "text outside the root element"),
        ("<a>&nbsp;</a>", "unknown reference &nbsp;"),
        ("<a>&#0;</a>", "unknown reference &#0;"),
        ("<a>&#xD800;</a>", "unknown reference &#xD800;"),
        ("<a>&#+65;</a>", "unknown reference &#+65;"),
        ("<a>&#;</a>", "unknown reference &#;"),
        ("<a>&#x110000;</a>", "unknown reference &#x110000;"),
        ("<a>AT&T</a>", "'&' without ';'"),
        ("<a b=\"1\" b=\"2\"/>", "attribute b appears twice"),
        ("<a b=1/>", "attribute value without quotes"),
        ("<a b/>", "attribute without a value"),
        ("<a b=\"<\"/>", "'<' in an attribute value"),
        ("<a b=\"1/>", "unterminated attribute value"),
        ("<a b=\"1\"c=\"2\"/>", "attributes must be separated by spaces"),
        ("<a>\u{01}</a>", "control character 1 in text"),
        ("<a><!-- x </a>", "unterminated comment"),
        ("<a><![CDATA[ x </a>", "unterminated CDATA section"),
        ("<![CDATA[x]]><a/>", "text outside the root element"),
        ("<?xml version=\"1.0\"<a/>", "unterminated processing instruction"),
        ("<1a/>", "a name was expected"),
        ("<a></ >", "a name was expected"),
        ("<a><!ELEMENT a ANY></a>", "a declaration is not allowed here"),
    ]

    @Test(arguments: malformed)
    func malformedPart_throwsInvalidXMLWithTheReason(xml: String, reason: String) {
        #expect(throws: XLSXError.invalidXML(part: "part.xml", reason: "line 1: \(reason)")) {
            try events(xml)
        }
    }

    /// Nested elements named from a few stems cut around eight bytes (where open names are
    /// kept packed in one word or as bytes): a part whose end tags match is read, and one
    /// end tag changed to another name of the pool (same length, a prefix, one byte more,
    /// prefixed) is refused naming it.
    @Test func endTags_matchTheirStartTagsExactly_overGeneratedNestings() throws {
        let pool = [
            "c", "v", "row", "abcdefg", "abcdefgh", "abcdefgi", "abcdefghi", "abcdefghj",
            "x:abcdef", "x:abcdefg", "sheetData", "sheetDatb", "t", "tt",
        ]
        var generator = SeededGenerator(seed: 8)
        for round in 0..<300 {
            let names = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                pool.randomElement(using: &generator)!
            }
            let opening = names.map { "<\($0)>" }.joined()
            var closing = names.reversed().map { "</\($0)>" }
            #expect(throws: Never.self, "round \(round)") {
                try events(opening + closing.joined())
            }
            let wrong = Int.random(in: 0..<closing.count, using: &generator)
            let expected = names[names.count - 1 - wrong]
            let other = pool.filter { $0 != expected }.randomElement(using: &generator)!
            closing[wrong] = "</\(other)>"
            #expect(
                throws: XLSXError.invalidXML(
                    part: "part.xml",
                    reason: "line 1: end tag \(other) does not match its start tag"),
                "round \(round)"
            ) { try events(opening + closing.joined()) }
        }
    }

    @Test func failure_namesTheLineItWasFoundOn() {
        #expect(
            throws: XLSXError.invalidXML(
                part: "part.xml", reason: "line 3: end tag b does not match its start tag")
        ) {
            try events("<a>\n<c>\n</b></a>")
        }
    }

    @Test func doctype_isRefusedAsADTD() {
        #expect(throws: XLSXError.invalidXML(part: "part.xml", reason: "it declares a DTD")) {
            try events("<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>")
        }
    }

    @Test func notUTF8_orOddUTF16_isRefused() {
        let notText = XLSXError.invalidXML(part: "part.xml", reason: "it is not valid UTF-8 text")
        #expect(throws: notText) { try events([0x3C, 0x61, 0xFF, 0x3E, 0x3C, 0x2F, 0x61, 0x3E]) }
        #expect(throws: notText) { try events([0xFF, 0xFE, 0x3C]) }
        #expect(throws: notText) { try events([0xFF, 0xFE, 0x00, 0xD8, 0x61, 0x00]) }
    }

    @Test func handlerFinishingEarly_endsWithoutErrorBeforeLaterDamage() throws {
        let recorder = Recorder()
        recorder.stopAt = "b"

        try recorder.parse(Array("<a><b/><c></a>".utf8), part: "p")

        #expect(recorder.events == ["<a>", "<b>"])
    }

    @Test func handlerFailing_throwsItsOwnError() {
        let recorder = Recorder()
        recorder.failAt = "b"

        #expect(throws: XLSXError.missingSheet("b")) {
            try recorder.parse(Array("<a><b/></a>".utf8), part: "p")
        }
        #expect(recorder.events == ["<a>", "<b>"])
    }
}
