import ArchiveKit
import CampaignsData
import CleanAppsDataCore
import Foundation
import ImagingKit
import RasterKit
import Testing

@Suite struct RasterCanvasTests {
    private func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * image.width + x) * 4
        return Array(image.pixels[index..<(index + 4)])
    }

    @Test func solidFill_halfOpacityOverOpaque_blendsSourceOver() {
        var canvas = RasterCanvas(width: 4, height: 4)
        canvas.fill(.rectangle(x: 0, y: 0, width: 4, height: 4), paint: .solid(.white))

        canvas.fill(
            .rectangle(x: 0, y: 0, width: 2, height: 4),
            paint: .solid(RasterColour(red: 0, green: 0, blue: 255)), opacity: 0.5)

        #expect(rgba(canvas.image, 0, 0) == [128, 128, 255, 255])
        #expect(rgba(canvas.image, 3, 0) == [255, 255, 255, 255])
    }

    @Test func linearGradient_runsBetweenItsStops() {
        var canvas = RasterCanvas(width: 101, height: 1)
        let stops = [
            RasterGradientStop(.black, at: 0), RasterGradientStop(.white, at: 1),
        ]

        canvas.fill(
            .rectangle(x: 0, y: 0, width: 101, height: 1),
            paint: .linear(start: .init(x: 0.5, y: 0), end: .init(x: 100.5, y: 0), stops: stops))

        #expect(rgba(canvas.image, 0, 0) == [0, 0, 0, 255])
        #expect(abs(Int(rgba(canvas.image, 50, 0)[0]) - 128) <= 1)
        #expect(rgba(canvas.image, 100, 0) == [255, 255, 255, 255])
    }

    @Test func radialAndConicGradients_pickColoursByDistanceAndAngle() {
        let red = RasterColour(red: 255, green: 0, blue: 0)
        let blue = RasterColour(red: 0, green: 0, blue: 255)
        let stops = [RasterGradientStop(red, at: 0), RasterGradientStop(blue, at: 1)]
        var radial = RasterCanvas(width: 21, height: 21)
        var conic = RasterCanvas(width: 21, height: 21)
        let all = RasterPath.rectangle(x: 0, y: 0, width: 21, height: 21)

        radial.fill(all, paint: .radial(centre: .init(x: 10.5, y: 10.5), radius: 10, stops: stops))
        conic.fill(all, paint: .conic(centre: .init(x: 10.5, y: 10.5), startAngle: 0, stops: stops))

        #expect(rgba(radial.image, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(radial.image, 20, 10) == [0, 0, 255, 255])
        // Straight down is a quarter turn clockwise from "right": a quarter of the way.
        let down = rgba(conic.image, 10, 20)
        #expect(abs(Int(down[0]) - 191) <= 2 && abs(Int(down[2]) - 64) <= 2)
    }

    @Test func clip_limitsTheFillToTheClipShape() {
        var canvas = RasterCanvas(width: 8, height: 8)
        let clip = canvas.mask(.rectangle(x: 0, y: 0, width: 4, height: 8))

        canvas.fill(.rectangle(x: 2, y: 0, width: 6, height: 8), paint: .solid(.white), clip: clip)

        #expect(rgba(canvas.image, 3, 3) == [255, 255, 255, 255])
        #expect(rgba(canvas.image, 5, 3) == [0, 0, 0, 0])
        #expect(rgba(canvas.image, 1, 3) == [0, 0, 0, 0])
    }

    @Test func stroke_coversTheOutlineButNotTheInside() {
        var canvas = RasterCanvas(width: 20, height: 20)

        canvas.stroke(
            .rectangle(x: 4, y: 4, width: 12, height: 12), width: 2, paint: .solid(.white))

        #expect(rgba(canvas.image, 4, 10)[3] == 255)
        #expect(rgba(canvas.image, 3, 10)[3] == 255)
        #expect(rgba(canvas.image, 10, 10)[3] == 0)
        #expect(rgba(canvas.image, 1, 10)[3] == 0)
    }

    @Test(arguments: [
        RasterPaint.solid(RasterColour(red: 10, green: 200, blue: 30, opacity: 0.6)),
        .linear(
            start: RasterPoint(x: 0, y: 0), end: RasterPoint(x: 40, y: 30),
            stops: [RasterGradientStop(.white, at: 0), RasterGradientStop(.black, at: 1)]),
        .radial(
            centre: RasterPoint(x: 20, y: 10), radius: 25,
            stops: [RasterGradientStop(.black, at: 0), RasterGradientStop(.white, at: 1)]),
        .conic(
            centre: RasterPoint(x: 15, y: 15), startAngle: 30,
            stops: [RasterGradientStop(.white, at: 0), RasterGradientStop(.black, at: 1)]),
    ])
    func fillAll_isAFillOfARectangleCoveringTheCanvas(paint: RasterPaint) {
        var masked = RasterCanvas(width: 37, height: 23)
        var whole = RasterCanvas(width: 37, height: 23)
        let scale = AffineTransform.scale(x: 0.5, y: 0.5)

        masked.fill(.rectangle(x: 0, y: 0, width: 74, height: 46), transform: scale, paint: paint)
        whole.fillAll(paint: paint, paintTransform: scale)

        #expect(whole.image == masked.image)
    }

    @Test func shadow_isSoftAndKeepsItsStrength() {
        var canvas = RasterCanvas(width: 40, height: 40)

        canvas.shadow(
            .rectangle(x: 10, y: 10, width: 20, height: 20), blur: 3, dx: 0, dy: 0,
            colour: .black)

        let alphas = canvas.image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map {
            Double($0.element) / 255
        }
        #expect(abs(alphas.reduce(0, +) - 400) < 8)
        #expect(rgba(canvas.image, 20, 20)[3] == 255)
        let edge = rgba(canvas.image, 10, 20)[3]
        #expect(edge > 90 && edge < 165)
    }

    @Test func imagePaint_placesPixelsByItsTransformWithBilinearSampling() throws {
        let source = try #require(
            RasterImage(
                width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255]))
        var canvas = RasterCanvas(width: 8, height: 4)

        canvas.fill(
            .rectangle(x: 0, y: 0, width: 8, height: 4),
            paint: .image(source, transform: .scale(x: 4, y: 4)))

        #expect(rgba(canvas.image, 0, 0) == [0, 0, 0, 255])
        #expect(rgba(canvas.image, 7, 0) == [255, 255, 255, 255])
        let middle = rgba(canvas.image, 4, 2)[0]
        #expect(middle > 100 && middle < 160)
    }
}
