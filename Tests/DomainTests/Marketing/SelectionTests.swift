import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct SelectionTests {
    let facebook1 = MarketingSamples.package(MarketingSamples.facebook, 0, price: 140)
    let facebook2 = MarketingSamples.package(MarketingSamples.facebook, 1, price: 200)
    let seo1 = MarketingSamples.package(MarketingSamples.seo, 0, price: 270)
    let twitter3 = MarketingSamples.package(MarketingSamples.twitter, 2, price: 120)

    @Test func choose_newChannel_appendsInChosenOrder() {
        var selection = Selection()

        let first = selection.choose(seo1)
        let second = selection.choose(facebook1)

        #expect(first == .chosen(seo1))
        #expect(second == .chosen(facebook1))
        #expect(selection.items == [seo1, facebook1])
    }

    @Test func choose_otherPackageOfSameChannel_replacesAndMovesToEnd() {
        var selection = Selection()
        selection.choose(facebook1)
        selection.choose(seo1)

        let change = selection.choose(facebook2)

        #expect(change == .replaced(old: facebook1, new: facebook2))
        #expect(selection.items == [seo1, facebook2])
        #expect(selection.count == 2)
    }

    @Test func choose_chosenPackageAgain_clearsChannel() {
        var selection = Selection()
        selection.choose(facebook1)
        selection.choose(seo1)

        let change = selection.choose(facebook1)

        #expect(change == .cleared(facebook1))
        #expect(selection.items == [seo1])
        #expect(selection.package(for: MarketingSamples.facebook.id) == nil)
    }

    @Test func reset_channelWithChoice_clearsOnlyThatChannel() {
        var selection = Selection()
        selection.choose(facebook2)
        selection.choose(seo1)
        selection.choose(twitter3)

        let removed = selection.reset(channel: MarketingSamples.seo.id)

        #expect(removed == seo1)
        #expect(selection.items == [facebook2, twitter3])
    }

    @Test func reset_channelWithoutChoice_changesNothing() {
        var selection = Selection()
        selection.choose(facebook2)

        let removed = selection.reset(channel: MarketingSamples.seo.id)

        #expect(removed == nil)
        #expect(selection.items == [facebook2])
    }

    @Test func remove_chosenItem_removesIt_unknownItem_isNil() {
        var selection = Selection()
        selection.choose(facebook2)
        selection.choose(seo1)

        let removed = selection.remove(facebook2.id)
        let missing = selection.remove(twitter3.id)

        #expect(removed == facebook2)
        #expect(missing == nil)
        #expect(selection.items == [seo1])
        #expect(!selection.contains(facebook2.id))
        #expect(selection.contains(seo1.id))
    }

    @Test func prune_channelsNoLongerOffered_dropsThemAndReturnsThem() {
        var selection = Selection()
        selection.choose(facebook2)
        selection.choose(seo1)
        selection.choose(twitter3)

        let dropped = selection.prune(keeping: [MarketingSamples.linkedin, MarketingSamples.seo])

        #expect(dropped == [facebook2, twitter3])
        #expect(selection.items == [seo1])
    }

    @Test func prune_allChannelsStillOffered_dropsNothing() {
        var selection = Selection()
        selection.choose(facebook2)

        let dropped = selection.prune(keeping: [MarketingSamples.facebook])

        #expect(dropped.isEmpty)
        #expect(selection.items == [facebook2])
    }

    @Test func init_twoPackagesOfOneChannel_throwsDuplicateChannel() {
        #expect(throws: MarketingError.duplicateChannel("Facebook")) {
            try Selection([facebook1, seo1, facebook2])
        }
    }

    @Test func prefixLikeChannelIDs_areKeptApart() throws {
        let seoPlus = MarketingSamples.channel("9789d17ffaf4432dcce1", "SEO plus")
        var selection = Selection()
        selection.choose(seo1)

        selection.choose(MarketingSamples.package(seoPlus, 0, price: 10))

        #expect(selection.count == 2)
    }
}
