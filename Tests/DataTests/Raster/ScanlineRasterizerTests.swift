import Archive
import CampaignsData
import CleanAppsDataCore
import Foundation
import Imaging
import Raster
import Testing

@Suite struct ScanlineRasterizerTests {
    /// Coverage by 32×32 supersampling of an inside test: the reference ("golden") image.
    private func reference(width: Int, height: Int, inside: (Double, Double) -> Bool) -> [Float] {
        var values = [Float](repeating: 0, count: width * height)
        let samples = 32
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                        if inside(px, py) { hits += 1 }
                    }
                }
                values[y * width + x] = Float(hits) / Float(samples * samples)
            }
        }
        return values
    }

    private func dense(_ mask: CoverageMask, width: Int, height: Int) -> [Float] {
        (0..<(width * height)).map { mask.coverage(x: $0 % width, y: $0 / width) }
    }

    private func maximumDifference(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    @Test func circle_matchesSupersampledGoldenWithinTolerance() {
        let path = RasterPath.ellipse(cx: 8.3, cy: 7.6, rx: 5.7, ry: 5.7)

        let mask = ScanlineRasterizer.mask(path, width: 16, height: 16)

        let golden = reference(width: 16, height: 16) { x, y in
            hypot(x - 8.3, y - 7.6) <= 5.7
        }
        #expect(maximumDifference(dense(mask, width: 16, height: 16), golden) < 0.03)
    }

    @Test func rotatedSquare_matchesGoldenAndKeepsItsArea() {
        let square = RasterPath.rectangle(x: -4, y: -4, width: 8, height: 8)
        let transform = AffineTransform.rotation(degrees: 30).concatenating(
            .translation(x: 8, y: 8))
        let inverse = transform.inverted

        let mask = ScanlineRasterizer.mask(square, transform: transform, width: 16, height: 16)

        let golden = reference(width: 16, height: 16) { x, y in
            guard let p = inverse?.apply(RasterPoint(x: x, y: y)) else { return false }
            return abs(p.x) <= 4 && abs(p.y) <= 4
        }
        let values = dense(mask, width: 16, height: 16)
        #expect(maximumDifference(values, golden) < 0.02)
        #expect(abs(values.reduce(0, +) - 64) < 0.01)
    }

    @Test func halfPixelEdge_givesHalfCoverage() {
        let mask = ScanlineRasterizer.mask(
            .rectangle(x: 1, y: 1, width: 2.5, height: 2), width: 8, height: 8)

        #expect(mask.coverage(x: 1, y: 1) == 1)
        #expect(abs(mask.coverage(x: 3, y: 1) - 0.5) < 0.001)
        #expect(mask.coverage(x: 4, y: 1) == 0)
        #expect(mask.coverage(x: 1, y: 3) == 0)
    }

    @Test func overlappingSameWinding_isCoveredOnce_oppositeWinding_cutsAHole() {
        var twice = RasterPath.rectangle(x: 0, y: 0, width: 6, height: 6)
        twice.append(.rectangle(x: 2, y: 2, width: 2, height: 2))
        var hole = RasterPath.rectangle(x: 0, y: 0, width: 6, height: 6)
        hole.append(
            .polygon([.init(x: 2, y: 2), .init(x: 2, y: 4), .init(x: 4, y: 4), .init(x: 4, y: 2)]))

        let union = ScanlineRasterizer.mask(twice, width: 8, height: 8)
        let ring = ScanlineRasterizer.mask(hole, width: 8, height: 8)

        #expect(union.coverage(x: 3, y: 3) == 1)
        #expect(ring.coverage(x: 3, y: 3) == 0)
        #expect(ring.coverage(x: 1, y: 1) == 1)
    }

    @Test func shapeBeyondTheCanvas_isClippedWithoutLosingWinding() {
        let mask = ScanlineRasterizer.mask(
            .rectangle(x: -10, y: -10, width: 14.5, height: 30), width: 8, height: 8)

        #expect(mask.coverage(x: 0, y: 0) == 1)
        #expect(mask.coverage(x: 3, y: 7) == 1)
        #expect(abs(mask.coverage(x: 4, y: 5) - 0.5) < 0.001)
        #expect(mask.coverage(x: 6, y: 5) == 0)
    }

    @Test func quadraticCurve_fillsTheAreaUnderIt() {
        var path = RasterPath()
        path.move(x: 0, y: 16)
        path.quad(.init(x: 8, y: -16), .init(x: 16, y: 16))
        path.close()

        let mask = ScanlineRasterizer.mask(path, width: 16, height: 16)

        let area = dense(mask, width: 16, height: 16).reduce(0, +)
        // The parabola's segment is 2/3 of its 16×16 bounding triangle's box: 2/3 · 16 · 16.
        #expect(abs(area - 170.67) < 0.5)
    }
}
