import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Synchronization
import Testing

@Suite struct SelectionSessionTests {
    let document = MarketingSamples.targets
    let facebook2 = MarketingSamples.package(MarketingSamples.facebook, 1, price: 200)
    let seo1 = MarketingSamples.package(MarketingSamples.seo, 0, price: 270)

    @Test func applyTargeting_nothingSelected_throwsNoTargetSelected() async {
        let apply = ApplyTargetingUseCase(session: SelectionSession())

        await #expect(throws: MarketingError.noTargetSelected) {
            try await apply.execute(selected: [], document: document)
        }
    }

    @Test func applyTargeting_offersUnionOfChannels() async throws {
        let session = SelectionSession()

        let dropped = try await ApplyTargetingUseCase(session: session).execute(
            selected: [document[2], document[3]], document: document)

        #expect(dropped.isEmpty)
        #expect(
            await session.offeredChannels.map(\.name) == ["Facebook", "Linkedin", "Twitter", "SEO"])
        #expect(await session.targets.map(\.name) == ["Events", "Industry"])
    }

    @Test func applyTargeting_retargeting_dropsPackagesOfChannelsNoLongerOffered() async throws {
        let session = SelectionSession()
        let apply = ApplyTargetingUseCase(session: session)
        _ = try await apply.execute(selected: [document[2], document[3]], document: document)
        await session.choose(facebook2)
        await session.choose(seo1)

        let dropped = try await apply.execute(selected: [document[4]], document: document)

        #expect(dropped == [facebook2])
        #expect(await session.selection.items == [seo1])
        #expect(await session.takeDroppedPackages() == [facebook2])
        #expect(await session.takeDroppedPackages().isEmpty)
    }

    @Test func changes_areReportedWithTheProgress() async throws {
        let reported = Mutex<[MarketingProgress]>([])
        let session = SelectionSession(didChange: { progress in
            reported.withLock { $0.append(progress) }
        })
        await session.retarget([document[2]], offering: document[2].channels)

        await session.choose(facebook2)
        await session.reset(channel: MarketingSamples.facebook.id)

        let expected = try Selection([facebook2])
        #expect(
            reported.withLock { $0 } == [
                MarketingProgress(targetNames: ["Events"]),
                MarketingProgress(targetNames: ["Events"], selection: expected),
                MarketingProgress(targetNames: ["Events"]),
            ])
    }

    @Test func resumedProgress_restoresTargetsByNameAndKeepsSelection() async throws {
        let saved = MarketingProgress(
            targetNames: ["Keywords", "Gone", "Location"], selection: try Selection([seo1]))
        let session = SelectionSession(progress: saved)

        let restored = await session.restoreTargets(from: document)

        #expect(restored?.map(\.name) == ["Keywords", "Location"])
        #expect(await session.selection.items == [seo1])
        #expect(await session.progress == saved)
    }

    @Test func removeReplaceAndClear_changeTheSelection() async throws {
        let session = SelectionSession()
        await session.choose(facebook2)
        await session.choose(seo1)

        let removed = await session.remove(facebook2.id)
        await session.replaceSelection(try Selection([facebook2]))
        let afterReplace = await session.selection.items
        await session.clear()

        #expect(removed == facebook2)
        #expect(afterReplace == [facebook2])
        #expect(await session.selection.isEmpty)
        #expect(await session.progress == MarketingProgress())
    }
}
