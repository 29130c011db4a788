import CampaignsPresentation
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterData
import WaterDomain
import WaterTestSupport

/// `water reset` keeps the progress it replaces; `water undo` puts it back.
@Suite struct StoredWaterSourcesUndoTests {
    private static let starting: [WaterSource] = [
        .sample(id: "a", title: "Source A"), .sample(id: "b", title: "Source B"),
    ]

    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func makeClient() -> StoredWaterSourcesClient {
        StoredWaterSourcesClient(
            directory: directory.url, notices: NoticeBoard(), startingSources: { Self.starting })
    }

    @Test func reset_thenUndo_restoresTheSteps() async throws {
        let client = makeClient()
        _ = try await client.update(id: "a") { source in
            var source = source
            source.percentBoiled = 100
            source.percentFiltered = 40
            return source
        }
        let cleaned = try await client.load()

        try await client.reset()
        let afterReset = try await client.load()
        let restored = try await UndoWaterResetUseCase(sources: client).execute()

        #expect(afterReset == Self.starting)
        #expect(restored == cleaned)
        #expect(try await client.load() == cleaned)
        #expect(try await client.previousSources() == nil)
    }

    @Test func undo_withoutReset_throwsNothingToUndoAndChangesNothing() async throws {
        let client = makeClient()
        try await client.save(.sample(id: "a", title: "Source A", boiled: 100))
        let before = try Data(contentsOf: client.fileURL)

        await #expect(throws: WaterError.nothingToUndo) {
            try await UndoWaterResetUseCase(sources: client).execute()
        }

        #expect(try Data(contentsOf: client.fileURL) == before)
    }

    @Test func fourResets_undo_keepsTheLastThree() async throws {
        let client = makeClient()
        for percent in [10, 20, 30, 40] {
            try await client.save(.sample(id: "a", title: "Source A", boiled: percent))
            try await client.reset()
        }

        var undone: [Int] = []
        while let restored = try await client.restorePreviousSources() {
            undone.append(restored[0].percentBoiled)
        }

        #expect(undone == [40, 30, 20])
    }
}
