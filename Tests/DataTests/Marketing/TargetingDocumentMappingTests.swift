import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import MarketingData

@Suite struct TargetingDocumentMappingTests {
    func decode(_ data: Data) throws -> [TargetingSpecific] {
        try TargetingSpecificDTO.targetingSpecifics(
            from: JSONDecoder().decode([TargetingSpecificDTO].self, from: data))
    }

    @Test func targetingSpecifics_realDocument_has15TargetsInOrderWithTheirChannels() throws {
        let targets = try decode(MarketingFixtures.document(MarketingFixtures.targetingID))

        #expect(
            targets.map(\.name) == [
                "Location", "Age", "Sex", "Spoken languages", "Events", "Company", "Industry",
                "Expertise", "Education", "Technology", "Interests", "Device", "Keywords",
                "Similar products / services", "Hyperlinks",
            ])
        #expect(
            targets[0].channels.map(\.name) == [
                "Facebook", "Linkedin", "Twitter", "Instagram", "Google AdWords",
            ])
        #expect(targets[6].channels == [MarketingSamples.linkedin, MarketingSamples.seo])
        #expect(targets[13].channels == [MarketingSamples.adWords])
        #expect(
            OfferedChannels.all(in: targets) == [
                MarketingSamples.facebook, MarketingSamples.linkedin, MarketingSamples.twitter,
                MarketingSamples.instagram, MarketingSamples.adWords, MarketingSamples.seo,
            ])
    }

    @Test(arguments: [
        #"[{"target":"A","available_channels":[{"channel":"X","channel_id":"../../etc/passwd"}]}]"#,
        #"[{"target":"A","available_channels":[{"channel":"X","channel_id":"0AF1BFEE844A7003CEC5"}]}]"#,
        #"[{"target":"A","available_channels":[{"channel":"","channel_id":"0af1bfee844a7003cec5"}]}]"#,
        #"[{"target":" ","available_channels":[]}]"#,
        #"[{"target":"A","available_channels":[]},{"target":"A","available_channels":[]}]"#,
        #"[]"#,
        #"{"target":"A"}"#,
    ])
    func targetingSpecifics_invalidDocument_isRefusedWhole(json: String) {
        #expect(throws: (any Error).self) { try decode(Data(json.utf8)) }
    }

    @Test func targetingSpecifics_controlCharactersInNames_becomeSpaces() throws {
        let json =
            #"[{"target":"Lo\u001b[2Jcation","available_channels":[{"channel":"Face\nbook","channel_id":"0af1bfee844a7003cec5"}]}]"#

        let targets = try decode(Data(json.utf8))

        #expect(targets.map(\.name) == ["Lo [2Jcation"])
        #expect(targets.first?.channels.map(\.name) == ["Face book"])
    }
}
