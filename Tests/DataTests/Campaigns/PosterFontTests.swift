import CleanAppsDataCore
import Raster
import Testing

@testable import CampaignsData

@Suite struct PosterFontTests {
    @Test func load_bundledBoldFace_givesAShaperWithWidths() throws {
        let shaper = try PosterFont.load(PosterFont.boldPath)
        #expect(shaper.width(of: "Donate", fontSize: 40) > 0)
    }

    @Test func load_missingFile_throwsMissingNamingThePath() {
        let path = "Campaigns/Fonts/NoSuchFont.ttf"
        #expect(throws: PosterFontError.missing(.missingFile(path))) {
            try PosterFont.load(path)
        }
    }

    @Test func load_fileThatIsNotAFont_throwsNotAFont() {
        #expect(throws: PosterFontError.notAFont(.notTrueType)) {
            try PosterFont.load("Campaigns/Fonts/LICENSE-DejaVu.txt")
        }
    }

    @Test func capHeightRatio_isTheTopOfTheBundledFacesCapitalH() throws {
        let font = try PosterFont.load(PosterFont.boldPath).font
        let outline = font.outline(of: font.glyph(for: "H"))

        let top = outline.elements.compactMap { element -> Double? in
            switch element {
            case .move(let point), .line(let point): point.y
            default: nil
            }
        }.max()

        #expect(try #require(top) / Double(font.unitsPerEm) == PosterFont.capHeightRatio)
    }
}
