import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// Hostile purposes (controls, XML-invalid characters, `]]>`, markup, quotes, bidi controls,
/// huge text) on every template and format: each poster is well-formed XML with no script
/// and no event attribute, and its title reads back the purpose as text.
@Suite struct PosterInjectionTests {
    private static let renderer = PosterRenderer()
    private static let photo = TestImages.png(width: 2, height: 2)
    private static let templates = TemplateCatalogue.standard.templates

    /// What a poster promises to show of `purpose`: XML-invalid characters, C1 controls and
    /// bidi controls dropped, whitespace runs as one space, trimmed, a fallback when empty.
    private static func shown(_ purpose: String) -> String {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in String(purpose.prefix(400)).unicodeScalars {
            if scalar.properties.isWhitespace {
                if !word.isEmpty { words.append(String(word)) }
                word = String.UnicodeScalarView()
                continue
            }
            let dropped: Bool =
                switch scalar.value {
                case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF, 0x061C, 0x200E, 0x200F,
                    0x202A...0x202E, 0x2066...0x2069:
                    true
                default: false
                }
            if !dropped { word.append(scalar) }
        }
        if !word.isEmpty { words.append(String(word)) }
        let text = words.joined(separator: " ")
        return text.isEmpty ? PosterLanguage.ukrainian.labels.purposeFallback : text
    }

    /// Whether the first texts, read as lines of `expected` (spaces ignored, the last one
    /// possibly cut with "…"), spell all of it or a cut prefix of it.
    private static func linesReadBack(_ texts: [String], _ expected: String) -> Bool {
        func scalars(_ text: some StringProtocol) -> [Unicode.Scalar] {
            text.unicodeScalars.filter { $0 != " " }
        }
        var remaining = scalars(expected)[...]
        for text in texts {
            let piece = scalars(text)
            if piece.last == "…", remaining.starts(with: piece.dropLast()) { return true }
            guard remaining.starts(with: piece) else { return false }
            remaining = remaining.dropFirst(piece.count)
            if remaining.isEmpty { return true }
        }
        return false
    }

    /// Renders and checks one poster; returns whether every rule held.
    @discardableResult
    private static func expectSafePoster(
        purpose: String, template: PosterTemplate, format: PosterFormat, target: Hryvnias?,
        jarDetails: JarDetails? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let campaign = CampaignFixtures.campaign(
            purpose: purpose, target: target, templateID: template.id, format: format,
            jarDetails: jarDetails)
        let svg = try renderer.render(campaign, photo: photo)

        let report = XMLWellFormedness.check(svg)

        let expected = shown(purpose)
        let checks = [
            report.isWellFormed,
            !svg.lowercased().contains("<script"),
            !report.elements.contains { ["script", "foreignObject", "iframe"].contains($0) },
            !report.attributeNames.contains { $0.lowercased().hasPrefix("on") },
            report.titles == [expected],
            linesReadBack(report.texts, expected),
        ]
        #expect(
            checks.allSatisfy { $0 }, "\(checks) for \(purpose.debugDescription.prefix(200))",
            sourceLocation: sourceLocation)
        return checks.allSatisfy { $0 }
    }

    @Test(arguments: HostileText.samples.indices)
    func render_hostileSampleOnEveryTemplate_isSafe(sample: Int) throws {
        let purpose = HostileText.samples[sample] + " fund " + HostileText.samples[sample]

        for template in Self.templates {
            try Self.expectSafePoster(
                purpose: purpose, template: template, format: .portrait, target: nil)
        }
    }

    /// 2,025 posters: 675 per format (45 per template), one seeded batch per format.
    @Test(arguments: PosterFormat.allCases)
    func render_seededHostilePurposes_everyTemplate_areSafe(format: PosterFormat) throws {
        var generator = SeededGenerator(seed: 0x5_1660 + UInt64(format.width + format.height))
        var failures = 0

        for index in 0..<675 where failures < 5 {
            let template = Self.templates[index % Self.templates.count]
            let target =
                Bool.random(using: &generator)
                ? Hryvnias(kopecks: Int64.random(in: 0...100_000_000_000, using: &generator))
                : nil
            let jar =
                Bool.random(using: &generator)
                ? CampaignFixtures.jarDetails(
                    collected: Int64.random(in: 0...100_000_000_000, using: &generator))
                : nil
            let purpose = HostileText.random(using: &generator, maximumPieces: 6)

            let safe = try Self.expectSafePoster(
                purpose: purpose, template: template, format: format, target: target,
                jarDetails: jar)
            if !safe { failures += 1 }
        }
    }
}
