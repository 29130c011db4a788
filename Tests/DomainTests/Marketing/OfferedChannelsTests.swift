import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct OfferedChannelsTests {
    let document = MarketingSamples.targets

    @Test func union_locationAndIndustry_isDeduplicatedInDocumentOrder() {
        let channels = OfferedChannels.union(of: [document[3], document[0]], in: document)

        #expect(
            channels.map(\.name) == [
                "Facebook", "Linkedin", "Twitter", "Instagram", "Google AdWords", "SEO",
            ])
    }

    @Test func union_keywordsAndEvents_followsFirstAppearanceInWholeDocument() {
        let channels = OfferedChannels.union(of: [document[4], document[2]], in: document)

        #expect(channels.map(\.name) == ["Facebook", "Twitter", "Google AdWords", "SEO"])
    }

    @Test func union_targetListingChannelsInOtherOrder_stillUsesDocumentOrder() {
        let reversed = TargetingSpecific(
            name: "Reversed", channels: [MarketingSamples.seo, MarketingSamples.facebook])

        let channels = OfferedChannels.union(of: [reversed], in: document + [reversed])

        #expect(channels.map(\.name) == ["Facebook", "SEO"])
    }

    @Test func union_nothingSelected_isEmpty_all_listsEveryChannelOnce() {
        #expect(OfferedChannels.union(of: [], in: document).isEmpty)
        #expect(OfferedChannels.all(in: document).count == 6)
    }

    @Test func targetingSpecific_repeatedChannel_keepsFirst_subtitleIsLowercased() {
        let target = TargetingSpecific(
            name: "Spoken Languages", channels: [MarketingSamples.seo, MarketingSamples.seo])

        #expect(target.channels == [MarketingSamples.seo])
        #expect(target.subtitle == "Target based on spoken languages")
    }
}
