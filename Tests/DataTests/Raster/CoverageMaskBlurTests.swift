import CleanAppsTestSupport
import RasterKit
import Testing

/// The shadow blur, done in place with running sums, against the definition: three passes of
/// a box blur across and then down, each output the mean of the `2·radius + 1` values around
/// it (values past the grown grid count as zero), over seeded masks and widths.
@Suite struct CoverageMaskBlurTests {
    @Test(arguments: 0..<24)
    func blurred_anyMaskAndSigma_isThreeBoxBlursOfTheGrownMask(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) + 70)
        let (width, height) = (
            Int.random(in: 1...30, using: &random), Int.random(in: 1...30, using: &random)
        )
        let mask = CoverageMask(
            x: Int.random(in: -5...20, using: &random), y: Int.random(in: -5...20, using: &random),
            width: width, height: height,
            values: (0..<width * height).map { _ in Float.random(in: 0...1, using: &random) })
        let sigma = Double.random(in: 0.5...7, using: &random)

        let blurred = mask.blurred(sigma: sigma, within: 48, 40)

        let box = max(Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5)), 1)
        let expected = Self.threeBoxBlurs(mask, radius: box / 2, grownTo: blurred)
        #expect(blurred.values.count == expected.count)
        let largest = zip(blurred.values, expected).map { abs($0 - $1) }.max() ?? 0
        #expect(largest < 1e-4, "largest difference \(largest)")
    }

    /// `mask` copied into the rectangle of `grown`, then blurred by the definition.
    static func threeBoxBlurs(_ mask: CoverageMask, radius: Int, grownTo grown: CoverageMask)
        -> [Float]
    {
        let (w, h) = (grown.width, grown.height)
        var grid = [Float](repeating: 0, count: w * h)
        for row in 0..<h {
            for column in 0..<w {
                grid[row * w + column] = mask.coverage(x: grown.x + column, y: grown.y + row)
            }
        }
        func mean(_ at: (Int) -> Float, _ centre: Int, _ count: Int) -> Float {
            var sum: Float = 0
            for index in max(centre - radius, 0)...min(centre + radius, count - 1) {
                sum += at(index)
            }
            return sum / Float(2 * radius + 1)
        }
        for _ in 0..<3 {
            let across = grid
            for row in 0..<h {
                for column in 0..<w {
                    grid[row * w + column] = mean({ across[row * w + $0] }, column, w)
                }
            }
            let down = grid
            for row in 0..<h {
                for column in 0..<w {
                    grid[row * w + column] = mean({ down[$0 * w + column] }, row, h)
                }
            }
        }
        return grid
    }
}
