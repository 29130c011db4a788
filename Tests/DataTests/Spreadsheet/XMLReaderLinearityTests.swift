import CleanAppsTestSupport
import Testing

@testable import SpreadsheetKit

/// The XML reader's work grows linearly with the part, whatever its shape and wherever its
/// pieces are cut: a part eight times larger costs at most twelve times the work. Work is the
/// reader's own deterministic count (bytes read, searched, copied or moved, names compared),
/// never a time.
@Suite struct XMLReaderLinearityTests {
    typealias Shape = XMLPartGenerator.Shape

    /// The small size of `shape` (the large one is eight times it, within the limits).
    static func size(of shape: Shape, largestPiece: Int) -> Int {
        switch shape {
        case .attributes, .nesting: 30
        case .cells: largestPiece == 1 ? 200 : 2_000
        case .attributeValue, .text, .cdata, .comment, .brokenTag:
            largestPiece == 1 ? 2_000 : 16_000
        }
    }

    func work(_ shape: Shape, _ n: Int, largestPiece: Int, seed: UInt64) -> Int {
        var generator = SeededGenerator(seed: seed)
        let handler = DiscardingHandler()
        // NB: a broken tag fails, as it must; its work up to the failure is what counts.
        try? XMLPartGenerator.parse(
            XMLPartGenerator.part(shape, n), with: handler, largestPiece: largestPiece,
            using: &generator)
        return handler.readWork
    }

    @Test(arguments: Shape.allCases, [1, 61, 4_093, Int.max])
    func part_eightTimesLarger_costsAtMostTwelveTimesTheWork(shape: Shape, largestPiece: Int) {
        let n = Self.size(of: shape, largestPiece: largestPiece)

        let small = work(shape, n, largestPiece: largestPiece, seed: UInt64(n))
        let large = work(shape, 8 * n, largestPiece: largestPiece, seed: UInt64(n))

        #expect(small > 0)
        #expect(large <= 12 * small, "work \(small) at n = \(n), \(large) at 8n")
    }

    @Test func sizes_eightTimesLarger_stayWithinTheLimits() {
        let limits = XLSXLimits.standard

        for piece in [1, 61] {
            #expect(
                8 * Self.size(of: .attributes, largestPiece: piece)
                    <= limits.maxAttributesPerElement)
            #expect(8 * Self.size(of: .nesting, largestPiece: piece) <= limits.maxDepth)
            #expect(8 * Self.size(of: .text, largestPiece: piece) <= limits.maxValueBytes)
        }
    }
}
