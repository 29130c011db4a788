import CampaignsDomain
import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CampaignsData

/// Every template in every format, with purposes of up to 200 characters of Ukrainian or
/// English words of every length (seeded), with and without the jar's progress: the poster
/// draws the purpose whole with capitals at least 60 px tall, in lines of three words on
/// average wherever it is set at the smallest size, and the QR code covers no text.
@Suite struct PosterLongPurposeTests {
    static let lengths = [12, 40, 80, 120, 160, 200]

    /// The generated purposes: each length in each language, two seeds.
    static let purposes: [String] = lengths.flatMap { length in
        PurposeGenerator.Words.allCases.flatMap { words in
            (1...2).map { seed in
                var generator = SeededGenerator(seed: UInt64(seed * 1_000 + length))
                return PurposeGenerator.purpose(length: length, words: words, using: &generator)
            }
        }
    }

    static func scene(
        _ purpose: String, _ template: PosterTemplate, _ format: PosterFormat, progress: Bool
    ) throws -> PosterScene {
        let campaign = CampaignFixtures.campaign(
            purpose: purpose, target: Hryvnias(hryvnias: 150_000),
            jarLink: CampaignFixtures.monobankLink("7sd8WqKsLp"), templateID: template.id,
            format: format,
            jarDetails: progress ? CampaignFixtures.jarDetails(collected: 6_234_550) : nil)
        return try #require(PosterScene(campaign, catalogue: .standard))
    }

    @Test func purposes_spanTheLengthsAndBothLanguages() {
        let lengths = Self.purposes.map(\.count)

        #expect(lengths.max() ?? 0 >= 195 && lengths.max() ?? 0 <= 200)
        #expect(lengths.min() ?? 0 <= 12)
        #expect(Self.purposes.contains { PosterLanguage.detected(in: $0) == .english })
        #expect(Self.purposes.contains { PosterLanguage.detected(in: $0) == .ukrainian })
    }

    @Test(arguments: TemplateCatalogue.standard.templates)
    func purposeUpTo200Characters_everyFormat_isWholeLegibleAndClearOfTheCode(
        template: PosterTemplate
    ) throws {
        for format in PosterFormat.allCases {
            var wordsAtTheMinimum = 0
            var linesAtTheMinimum = 0
            for purpose in Self.purposes {
                for progress in [true, false] {
                    let scene = try Self.scene(purpose, template, format, progress: progress)

                    let block = try #require(scene.purpose)
                    let context =
                        "template \(template.number) \(format) \(purpose.count): \(purpose)"
                    let drawn = block.lines.map(\.text).joined(separator: " ")
                    #expect(drawn == purpose, "\(context): cut")
                    let size = try #require(block.lines.first?.fontSize)
                    #expect(size * PosterFont.capHeightRatio >= 60 - 1e-9, "\(context): \(size)")
                    if let qr = scene.qr?.plate {
                        for text in [block.bounds, scene.goal?.bounds].compactMap({ $0 }) {
                            #expect(PosterQRBlock.overlap(qr, text) == 0, "\(context): QR on text")
                        }
                    }
                    if size <= PurposeFit.minimumFontSize + 1e-9 {
                        let full = block.lines.dropLast()
                        wordsAtTheMinimum += full.map { $0.text.split(separator: " ").count }
                            .reduce(0, +)
                        linesAtTheMinimum += full.count
                    }
                }
            }
            let wordsPerLine = Double(wordsAtTheMinimum) / Double(max(linesAtTheMinimum, 1))
            #expect(
                linesAtTheMinimum == 0 || wordsPerLine >= 3,
                "template \(template.number) \(format): \(wordsPerLine) words a line at 60 px")
        }
    }
}
