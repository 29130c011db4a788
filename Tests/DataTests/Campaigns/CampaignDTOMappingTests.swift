import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct CampaignDTOMappingTests {
    @Test func roundTrip_throughJSON_keepsEveryField() throws {
        let campaign = CampaignFixtures.campaign(
            jarLink: CampaignFixtures.monobankLink("abc"), format: .portrait,
            jarDetails: CampaignFixtures.jarDetails(
                collected: 12_345, status: "ACTIVE", goal: 99_900),
            placement: PhotoPlacement(scale: 1.5, offsetX: -20.25, offsetY: 15.125),
            language: .english)

        let json = try JSONEncoder().encode([CampaignDTO(campaign)])
        let decoded = try JSONDecoder().decode([CampaignDTO].self, from: json)

        #expect(decoded.map { $0.campaign() } == [campaign])
    }

    @Test func encode_usesKopecksAndRawNames() throws {
        let dto = CampaignDTO(CampaignFixtures.campaign(target: Hryvnias(kopecks: 10_000_050)))

        let json = try #require(String(data: try JSONEncoder().encode(dto), encoding: .utf8))

        #expect(json.contains("\"targetKopecks\":10000050"))
        #expect(json.contains("\"posterFormat\":\"square\""))
        #expect(json.contains("\"createdAt\":\"2025-01-01T00:00:01.000Z\""))
    }

    @Test func posterLanguage_chosenIsStoredAutomaticIsLeftOut() throws {
        let chosen = CampaignDTO(CampaignFixtures.campaign(language: .english))
        let automatic = CampaignDTO(CampaignFixtures.campaign())

        let chosenJSON = String(decoding: try JSONEncoder().encode(chosen), as: UTF8.self)
        let automaticJSON = String(decoding: try JSONEncoder().encode(automatic), as: UTF8.self)

        #expect(chosenJSON.contains("\"posterLanguage\":\"en\""))
        #expect(!automaticJSON.contains("posterLanguage"))
    }

    @Test func posterLanguage_missingOrUnknown_readsAsAutomatic() throws {
        var json = String(
            decoding: try JSONEncoder().encode(CampaignDTO(CampaignFixtures.campaign())),
            as: UTF8.self)
        let old = try JSONDecoder().decode(CampaignDTO.self, from: Data(json.utf8))
        json.removeLast()
        json += ",\"posterLanguage\":\"klingon\"}"
        let unknown = try JSONDecoder().decode(CampaignDTO.self, from: Data(json.utf8))

        #expect(old.campaign()?.language == nil)
        #expect(unknown.campaign()?.language == nil)
        #expect(unknown.campaign() != nil)
    }

    @Test func campaign_badIDFormatOrDate_isNil() {
        var dto = CampaignDTO(CampaignFixtures.campaign())
        var badID = dto
        badID.id = "nope"
        var badFormat = dto
        badFormat.posterFormat = "banner"
        dto.createdAt = "yesterday"

        #expect(badID.campaign() == nil)
        #expect(badFormat.campaign() == nil)
        #expect(dto.campaign() == nil)
    }

    @Test func campaign_badLinkOrPlacement_isRepairedNotLost() {
        var dto = CampaignDTO(CampaignFixtures.campaign())
        dto.jarLink = "javascript:alert(1)"
        dto.photoScale = 1_000
        dto.jarDetails = CampaignDTO.JarDetailsDTO(
            collectedKopecks: 1, status: "ACTIVE", goalKopecks: nil, fetchedAt: "garbage")

        let campaign = dto.campaign()

        #expect(campaign?.jarLink == nil)
        #expect(campaign?.placement.scale == 10)
        #expect(campaign?.jarDetails == nil)
    }

    /// A stored campaign with `fields` in place of the placement keys.
    private func decoded(replacingPlacementWith fields: String) throws -> Campaign? {
        let dto = CampaignDTO(
            CampaignFixtures.campaign(templateID: TemplateID("goldBlackLinear_hexagonTrailing")))
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(dto)) as? [String: Any])
        for key in ["photoScale", "photoOffsetX", "photoOffsetY", "photoReferenceSide"] {
            object[key] = nil
        }
        let extra = try #require(
            try JSONSerialization.jsonObject(with: Data("{\(fields)}".utf8)) as? [String: Any])
        object.merge(extra) { $1 }
        let json = try JSONSerialization.data(withJSONObject: object)
        return try JSONDecoder().decode(CampaignDTO.self, from: json).campaign()
    }

    @Test func decode_withoutPlacementKeys_loadsScaleOneAndNoOffset() throws {
        let campaign = try decoded(replacingPlacementWith: "")

        #expect(campaign?.placement == .identity)
    }

    @Test func decode_offsetsInFrameSizesFromBeforeTheReference_areConverted() throws {
        // Template 4's hexagon frame is 0.58 of the width square: 0.5 frame = 87 points.
        let campaign = try decoded(
            replacingPlacementWith: #""photoScale":2,"photoOffsetX":0.5,"photoOffsetY":-0.5"#)

        let placement = try #require(campaign?.placement)
        #expect(placement.scale == 2)
        #expect(abs(placement.offsetX - 87) < 1e-9)
        #expect(abs(placement.offsetY + 87) < 1e-9)
    }

    @Test func decode_offsetsOfAnotherReferenceSide_areRescaledTo300() throws {
        let campaign = try decoded(
            replacingPlacementWith:
                #""photoScale":1,"photoOffsetX":60,"photoOffsetY":-30,"photoReferenceSide":600"#)

        #expect(campaign?.placement == PhotoPlacement(scale: 1, offsetX: 30, offsetY: -15))
    }
}
