import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct PosterFileNameTests {
    private let fallback = CampaignFixtures.id(7)

    @Test(arguments: [
        ("Дрон для 47 бригади", "dron-dlia-47-bryhady"),
        ("  Hello,   World!  ", "hello-world"),
        ("Café über", "cafe-uber"),
        ("../../etc/passwd", "etc-passwd"),
        ("a/b\\c:d*e?f\"g<h>i|j", "a-b-c-d-e-f-g-h-i-j"),
        ("Щастя ї Ґанок", "shchastia-i-ganok"),
    ])
    func slug_purpose_isSafeASCII(purpose: String, slug: String) {
        #expect(PosterFileName.slug(purpose: purpose, fallback: fallback) == slug)
    }

    @Test(arguments: ["", "   ", "🚁🚁", "...", "募捐"])
    func slug_nothingUsable_fallsBackToID(purpose: String) {
        let slug = PosterFileName.slug(purpose: purpose, fallback: fallback)

        #expect(
            slug == fallback.uuidString.lowercased() || slug.allSatisfy { $0.isASCII && $0 != "/" })
        #expect(!slug.isEmpty)
    }

    @Test func slug_emptyPurpose_isTheID() {
        #expect(
            PosterFileName.slug(purpose: "", fallback: fallback)
                == "00000000-0000-0000-0000-000000000007")
    }

    @Test func slug_longPurpose_isBounded() {
        let slug = PosterFileName.slug(
            purpose: String(repeating: "abc ", count: 500), fallback: fallback)

        #expect(slug.count <= PosterFileName.maximumSlugLength)
        #expect(!slug.hasSuffix("-"))
    }

    @Test func name_addsFormatAndExtension() {
        let campaign = CampaignFixtures.campaign(purpose: "Дрон")

        #expect(PosterFileName.name(for: campaign, format: .story) == "dron-0000-story.png")
    }
}
