import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct PosterEscapingTests {
    private let renderer = PosterRenderer()

    private func render(_ purpose: String) throws -> String {
        try renderer.render(
            CampaignFixtures.campaign(purpose: purpose, target: nil),
            photo: TestImages.png(width: 2, height: 2))
    }

    @Test(arguments: [
        ("<script>alert(\"x\")</script>", "<script>alert(\"x\")</script>"),
        ("Tom & Jerry's \"fund\"", "Tom & Jerry's \"fund\""),
        ("]]> <![CDATA[ x", "]]> <![CDATA[ x"),
        ("\u{202E}gnp.exe\u{202C} ok", "gnp.exe ok"),
        ("a\u{0000}b\u{0008}c\u{001B}[31m\u{FFFE}\u{FFFF}d", "abc[31md"),
        ("line\nbreak\ttab", "line break tab"),
        ("👨‍👩‍👧‍👦 родина 🇺🇦", "👨‍👩‍👧‍👦 родина 🇺🇦"),
        ("עזרה לחיילים", "עזרה לחיילים"),
    ])
    func render_hostilePurpose_isEscapedAndWellFormed(purpose: String, shown: String) throws {
        let svg = try render(purpose)

        let report = XMLWellFormedness.check(svg)

        #expect(report.isWellFormed)
        #expect(report.texts.joined(separator: " ") == shown)
        #expect(!svg.contains("<script"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0xFFFE })
    }

    @Test func render_onlyInvisiblePurpose_fallsBackToPlaceholder() throws {
        let svg = try render("\u{202E}\u{0001} \n")

        #expect(
            XMLWellFormedness.check(svg).texts == [PosterLanguage.ukrainian.labels.purposeFallback])
    }

    @Test func render_hugePurpose_isBoundedAndEndsWithEllipsis() throws {
        let svg = try render(String(repeating: "Допоможіть ", count: 2_000))

        let texts = XMLWellFormedness.check(svg).texts

        // NB: as many lines as the roomiest layout holds, never the 2,000 words.
        #expect((2...12).contains(texts.count))
        #expect(texts.last?.hasSuffix("…") == true)
    }
}
