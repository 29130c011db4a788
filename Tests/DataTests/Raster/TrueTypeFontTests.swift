import Archive
import CampaignsData
import CleanAppsDataCore
import Foundation
import Imaging
import Raster
import Testing

@Suite struct TrueTypeFontTests {
    private func font(_ name: String = "DejaVuSans-Bold") throws -> TrueTypeFont {
        let url = try #require(BundledResource.url("Campaigns/Fonts/\(name).ttf"))
        return try TrueTypeFont(bytes: [UInt8](Data(contentsOf: url)))
    }

    @Test(arguments: ["DejaVuSans-Bold", "DejaVuSans"])
    func bundledFont_coversUkrainianPosterText(name: String) throws {
        let font = try font(name)
        let text = "ІіЇїЄєҐґ'’ʼ«»₴\u{2009}\u{202F}\u{00A0}0123456789 Збір на дрон"

        let missing = text.unicodeScalars.filter { !font.hasGlyph(for: $0) }

        #expect(missing.isEmpty)
        #expect(font.unitsPerEm == 2048)
    }

    @Test func advances_differByLetter_andKernPairsAdjust() throws {
        let font = try font()
        let shaper = TextShaper(font: font)
        let a = font.glyph(for: "A")
        let v = font.glyph(for: "V")

        #expect(shaper.width(of: "W", fontSize: 100) > shaper.width(of: "i", fontSize: 100))
        #expect(font.kerning(a, v) < 0)
        #expect(
            shaper.width(of: "AV", fontSize: 100)
                < shaper.width(of: "A", fontSize: 100) + shaper.width(of: "V", fontSize: 100))
    }

    @Test func letterO_drawsARingWithAHole() throws {
        let shaper = TextShaper(font: try font())

        let path = shaper.path("O", fontSize: 40, x: 2, y: 36)
        let mask = ScanlineRasterizer.mask(path, width: 40, height: 40)

        let width = shaper.width(of: "O", fontSize: 40)
        let middle = Int(2 + width / 2)
        #expect(mask.coverage(x: middle, y: 22) == 0)
        #expect(mask.coverage(x: 5, y: 22) > 0.9)
        #expect(mask.coverage(x: middle, y: 38) == 0)
    }

    @Test func compositeGlyph_yi_drawsItsDotsAboveTheStem() throws {
        let shaper = TextShaper(font: try font())

        let withDots = ScanlineRasterizer.mask(
            shaper.path("ї", fontSize: 60, x: 10, y: 50), width: 60, height: 60)
        let stem = ScanlineRasterizer.mask(
            shaper.path("ı", fontSize: 60, x: 10, y: 50), width: 60, height: 60)

        func ink(_ mask: CoverageMask, rows: Range<Int>) -> Float {
            rows.reduce(0) { sum, y in sum + (0..<60).reduce(0) { $0 + mask.coverage(x: $1, y: y) }
            }
        }
        #expect(ink(withDots, rows: 0..<12) > 20)
        #expect(ink(stem, rows: 0..<12) == 0)
        #expect(abs(ink(withDots, rows: 25..<50) - ink(stem, rows: 25..<50)) < 2)
    }

    @Test func garbage_isRefusedWithoutCrashing() {
        #expect(throws: TrueTypeFont.Failure.notTrueType) {
            try TrueTypeFont(bytes: Array("not a font at all".utf8))
        }
        var truncated: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
        truncated += Array("head".utf8) + [0, 0, 0, 0, 0, 0, 0, 200, 0, 0, 0, 54]
        #expect(throws: TrueTypeFont.Failure.self) { try TrueTypeFont(bytes: truncated) }
    }
}
