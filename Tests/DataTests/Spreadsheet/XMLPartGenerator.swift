import CleanAppsTestSupport

@testable import SpreadsheetKit

/// Workbook parts of a given shape and size, and a reading of one in pieces of seeded random
/// sizes, for the properties of the XML reader: what it refuses, and how its work grows.
enum XMLPartGenerator {
    /// The shapes a part can take, each growing with `n`.
    enum Shape: String, CaseIterable, Sendable {
        /// One element with `n` attributes.
        case attributes
        /// One attribute value of `n` bytes.
        case attributeValue
        /// One run of text of `n` bytes.
        case text
        /// One CDATA section of `n` bytes holding `<` often.
        case cdata
        /// One comment of `n` bytes holding `<` often.
        case comment
        /// Elements nested `n` deep.
        case nesting
        /// `n` small cells, the shape of a real sheet.
        case cells
        /// One attribute value of `n` bytes holding `<` often, which makes the part malformed.
        case brokenTag
    }

    /// A part of `shape` growing with `n`.
    static func part(_ shape: Shape, _ n: Int) -> [UInt8] {
        switch shape {
        case .attributes: element(attributes: n)
        case .attributeValue: wrapped("<c v=\"" + filler(n) + "\"/>")
        case .text: wrapped("<v>" + filler(n) + "</v>")
        case .cdata: wrapped("<v><![CDATA[" + filler(n, every: 7, "<") + "]]></v>")
        case .comment: wrapped("<!--" + filler(n, every: 7, "<") + "-->")
        case .nesting:
            Array((String(repeating: "<a>", count: n) + String(repeating: "</a>", count: n)).utf8)
        case .cells:
            wrapped(
                (0..<n).map { "<c r=\"A\($0 + 1)\" t=\"s\"><v>\($0)</v></c>" }.joined())
        case .brokenTag: wrapped("<c v=\"" + filler(n, every: 7, "<") + "\"/>")
        }
    }

    /// `<r>` around `inner`.
    static func wrapped(_ inner: String) -> [UInt8] {
        Array(("<r>" + inner + "</r>").utf8)
    }

    /// An element `<e a0="0" a1="1" …/>` with `count` attributes.
    static func element(attributes count: Int) -> [UInt8] {
        wrapped("<e " + (0..<count).map { "a\($0)=\"\($0)\"" }.joined(separator: " ") + "/>")
    }

    /// `count` bytes of letters (and `mark` every `every` bytes).
    static func filler(_ count: Int, every: Int = 0, _ mark: Character = "x") -> String {
        String(
            (0..<count).map { index -> Character in
                every > 0 && index % every == every - 1 ? mark : "x"
            })
    }

    /// Parses `bytes` with `handler` in pieces of 1 to `largestPiece` bytes, cut where the
    /// seeded `generator` says.
    static func parse(
        _ bytes: [UInt8], with handler: XMLPartHandler, largestPiece: Int,
        using generator: inout SeededGenerator
    ) throws(XLSXError) {
        var cuts: [Int] = [0]
        while cuts.last! < bytes.count {
            cuts.append(
                min(bytes.count, cuts.last! + Int.random(in: 1...largestPiece, using: &generator)))
        }
        try handler.parse(part: "part.xml") { consume in
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                guard bytes[start..<end].withUnsafeBufferPointer(consume) else { return false }
            }
            return true
        }
    }
}

/// A handler that keeps nothing: only the reader's own work and limits are measured.
final class DiscardingHandler: XMLPartHandler {}
