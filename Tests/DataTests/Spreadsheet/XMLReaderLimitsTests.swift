import CleanAppsTestSupport
import Testing

@testable import SpreadsheetKit

/// Each of the ``XLSXLimits`` a part reaches is accepted, and one more is refused with one
/// named error, whether the part comes whole or in pieces of any size; a part far past a limit
/// is refused before it is held whole.
@Suite struct XMLReaderLimitsTests {
    static let limits = XLSXLimits.standard
    /// The largest pieces a part is cut into (`Int.max`: it comes whole).
    static let pieces = [1, 61, 4_093, Int.max]
    /// The same for parts of a megabyte or more.
    static let largePieces = [4_093, Int.max]

    /// Parses `bytes` whole and in pieces of each size of `pieces` and returns each outcome:
    /// nil when it was read, else the error.
    func outcomes(_ bytes: [UInt8], pieces: [Int]) -> [XLSXError?] {
        pieces.map { largest in
            var generator = SeededGenerator(seed: UInt64(largest % 1_000))
            do throws(XLSXError) {
                try XMLPartGenerator.parse(
                    bytes, with: DiscardingHandler(), largestPiece: largest, using: &generator)
                return nil
            } catch {
                return error
            }
        }
    }

    func expectAccepted(
        _ bytes: [UInt8], pieces: [Int] = pieces, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcomes = outcomes(bytes, pieces: pieces)
        #expect(outcomes.allSatisfy { $0 == nil }, "\(outcomes)", sourceLocation: sourceLocation)
    }

    func expectRefused(
        _ bytes: [UInt8], _ what: String, pieces: [Int] = pieces,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let refusal = XLSXError.overLimit(part: "part.xml", what: what)
        let outcomes = outcomes(bytes, pieces: pieces)
        #expect(
            outcomes.allSatisfy { $0 == refusal }, "\(outcomes)", sourceLocation: sourceLocation)
    }

    // MARK: Attributes

    @Test func element_atTheAttributeLimit_isRead_andOneMore_isRefused() {
        let cap = Self.limits.maxAttributesPerElement

        expectAccepted(XMLPartGenerator.element(attributes: cap))
        expectRefused(
            XMLPartGenerator.element(attributes: cap + 1),
            "an element with more than \(cap) attributes (line 1)")
    }

    @Test func element_withAttributesRepeatedPastTheFirstSixteen_isMalformed() {
        for count in [2, 16, 17, 40, Self.limits.maxAttributesPerElement - 1] {
            let names = (0..<count).map { "a\($0)=\"1\"" } + ["a\(count - 1)=\"2\""]
            let part = XMLPartGenerator.wrapped("<e " + names.joined(separator: " ") + "/>")

            #expect(
                throws: XLSXError.invalidXML(
                    part: "p", reason: "line 1: attribute a\(count - 1) appears twice")
            ) {
                try DiscardingHandler().parse(part, part: "p")
            }
        }
    }

    @Test func element_withManyDistinctAttributesSharingAHash_isRead() throws {
        // NB: names that differ only late, and prefixed names, all distinct.
        let names = (0..<200).map { "x:\(String(repeating: "n", count: 40))\($0)=\"\($0)\"" }
        let handler = XMLScannerTests.Recorder()

        try handler.parse(
            XMLPartGenerator.wrapped("<e xmlns:x=\"u\" " + names.joined(separator: " ") + "/>"),
            part: "p")

        #expect(handler.events == ["<r>", "<e>", "</e>", "</r>"])
    }

    // MARK: Tokens

    @Test func textRun_atTheValueLimit_isRead_andOneMore_isRefused() {
        let cap = Self.limits.maxValueBytes

        expectAccepted(XMLPartGenerator.part(.text, cap), pieces: Self.largePieces)
        expectRefused(
            XMLPartGenerator.part(.text, cap + 1),
            "a tag, text or comment longer than \(cap) bytes (line 1)", pieces: Self.largePieces)
    }

    @Test func tag_atTheValueLimit_isRead_andOneMore_isRefused() {
        let cap = Self.limits.maxValueBytes
        // `<c v="` and `"/>` around the value make the tag 9 bytes longer.
        let tag = { (length: Int) in XMLPartGenerator.part(.attributeValue, length - 9) }

        expectAccepted(tag(cap), pieces: Self.largePieces)
        expectRefused(
            tag(cap + 1), "a tag, text or comment longer than \(cap) bytes (line 1)",
            pieces: Self.largePieces)
    }

    @Test(arguments: [XMLPartGenerator.Shape.comment, .cdata])
    func section_atTheValueLimit_isRead_andOneMore_isRefused(shape: XMLPartGenerator.Shape) {
        let cap = Self.limits.maxValueBytes
        // `<!--` and `-->`, or `<![CDATA[` and `]]>`, make the section this much longer.
        let frame = shape == .comment ? 7 : 12

        expectAccepted(XMLPartGenerator.part(shape, cap - frame), pieces: Self.largePieces)
        expectRefused(
            XMLPartGenerator.part(shape, cap - frame + 1),
            "a tag, text or comment longer than \(cap) bytes (line 1)", pieces: Self.largePieces)
    }

    /// Expects `part`, far past the token limit, refused while it holds at most three tokens'
    /// limit and two pieces of at most 4,093 bytes.
    func expectRefusedBeforeHeldWhole(
        _ part: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cap = Self.limits.maxValueBytes
        var generator = SeededGenerator(seed: 3)
        let handler = DiscardingHandler()

        #expect(
            throws: XLSXError.overLimit(
                part: "part.xml", what: "a tag, text or comment longer than \(cap) bytes (line 1)"),
            sourceLocation: sourceLocation
        ) {
            try XMLPartGenerator.parse(part, with: handler, largestPiece: 4_093, using: &generator)
        }
        #expect(
            handler.heldBytesHighWaterMark <= 3 * cap + 2 * 4_093, sourceLocation: sourceLocation)
    }

    @Test(arguments: [XMLPartGenerator.Shape.text, .attributeValue, .comment, .cdata])
    func value_farPastTheLimit_isRefusedBeforeItIsHeldWhole(shape: XMLPartGenerator.Shape) {
        expectRefusedBeforeHeldWhole(XMLPartGenerator.part(shape, 8 * Self.limits.maxValueBytes))
    }

    @Test func utf16Value_farPastTheLimit_isRefusedBeforeItIsHeldWhole() {
        let text = "<r><v>" + XMLPartGenerator.filler(8 * Self.limits.maxValueBytes) + "</v></r>"

        expectRefusedBeforeHeldWhole(
            [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    // MARK: Nesting

    @Test func elements_atTheDepthLimit_areRead_andOneLevelMore_isRefused() {
        let cap = Self.limits.maxDepth

        expectAccepted(XMLPartGenerator.part(.nesting, cap))
        expectRefused(
            XMLPartGenerator.part(.nesting, cap + 1),
            "elements nested more than \(cap) deep (line 1)")
    }
}
