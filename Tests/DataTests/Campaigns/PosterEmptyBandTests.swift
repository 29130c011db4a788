import CampaignsDomain
import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CampaignsData

/// Each template's layout uses its format's height whatever the purpose's length: no band
/// of rows with nothing but the background (no photo, text, goal or QR code) is taller than
/// a quarter of the poster, with or without the jar's progress.
@Suite struct PosterEmptyBandTests {
    static let purposes =
        [
            "Дрон для 47 бригади",
            "Дрон для 47 бригади — збираємо на DJI Mavic 3 для аеророзвідки",
        ]
        + [8, 30, 60, 100, 140, 200].flatMap { length in
            PurposeGenerator.Words.allCases.map { words in
                var generator = SeededGenerator(seed: UInt64(77 + length))
                return PurposeGenerator.purpose(length: length, words: words, using: &generator)
            }
        }

    /// The top and bottom of everything drawn on the background of `campaign`'s poster.
    static func occupiedRows(_ campaign: Campaign) throws -> [(top: Double, bottom: Double)] {
        let scene = try #require(PosterScene(campaign, catalogue: .standard))
        let photo = PosterQRBlock.bounds(
            of: PosterPhotoGeometry(
                frame: scene.template.layout.photo, placement: campaign.placement,
                canvas: scene.canvas, photoWidth: 1, photoHeight: 1))
        let rects =
            [photo]
            + [scene.purpose?.bounds, scene.goal?.bounds, scene.qr?.plate].compactMap { $0 }
        return rects.map { ($0.y, $0.y + $0.height) }
    }

    /// The tallest run of rows between 0 and `height` that no span covers.
    static func tallestEmptyBand(_ spans: [(top: Double, bottom: Double)], height: Double)
        -> Double
    {
        var covered = 0.0
        var tallest = 0.0
        for span in spans.sorted(by: { $0.top < $1.top }) {
            tallest = max(tallest, span.top - covered)
            covered = max(covered, span.bottom)
        }
        return max(tallest, height - covered)
    }

    @Test func tallestEmptyBand_measuresTheGapsAndTheEdges() {
        let spans = [(top: 100.0, bottom: 300.0), (top: 250.0, bottom: 400.0)]

        #expect(Self.tallestEmptyBand(spans, height: 1_000) == 600)
        #expect(Self.tallestEmptyBand(spans, height: 500) == 100)
    }

    @Test(arguments: TemplateCatalogue.standard.templates)
    func layout_everyFormatAndLength_leavesNoEmptyBandOverAQuarterOfTheHeight(
        template: PosterTemplate
    ) throws {
        for format in PosterFormat.allCases {
            for purpose in Self.purposes {
                for progress in [true, false] {
                    let campaign = CampaignFixtures.campaign(
                        purpose: purpose, target: Hryvnias(hryvnias: 150_000),
                        jarLink: CampaignFixtures.monobankLink("abc"), templateID: template.id,
                        format: format,
                        jarDetails: progress
                            ? CampaignFixtures.jarDetails(collected: 6_234_550) : nil)

                    let band = Self.tallestEmptyBand(
                        try Self.occupiedRows(campaign), height: Double(format.height))

                    #expect(
                        band <= Double(format.height) / 4,
                        "template \(template.number) \(format), \(purpose.count) characters: \(Int(band)) px empty of \(format.height)"
                    )
                }
            }
        }
    }
}
