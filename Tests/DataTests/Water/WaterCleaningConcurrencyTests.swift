import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterData
import WaterDomain
import WaterTestSupport

/// Two cleanings of the same source through two stored clients (as two `cleanapps` processes
/// would) both survive, however their reads and writes interleave.
@Suite struct WaterCleaningConcurrencyTests {
    private static let starting: [WaterSource] = [
        .sample(id: "a", title: "Source A"), .sample(id: "b", title: "Source B"),
    ]

    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func makeClient() -> StoredWaterSourcesClient {
        StoredWaterSourcesClient(
            directory: directory.url, notices: NoticeBoard(),
            now: { Date(timeIntervalSince1970: 1_700_000_000) },
            startingSources: { Self.starting })
    }

    @Test func execute_otherProcessCleansTheSameSourceAfterTheRead_keepsBothSteps() async throws {
        let other = CleanWaterSourceUseCase(sources: makeClient())
        let interleaved = AfterLoad(makeClient()) {
            _ = try await other.execute(id: "a", step: .filter)
        }

        let result = try await CleanWaterSourceUseCase(sources: interleaved).execute(
            id: "a", step: .boil)

        let stored = try await makeClient().load()
        #expect(stored.first == .sample(id: "a", title: "Source A", boiled: 100, filtered: 100))
        #expect(result.source == stored.first)
        #expect(result.didChange)
    }

    @Test func execute_twoClientsCleaningEverySourceAtOnce_keepAllSteps() async throws {
        let sources = (0..<12).map { WaterSource.sample(id: .init("s\($0)"), title: "S \($0)") }
        try await makeClient().reset()
        for source in sources { try await makeClient().save(source) }
        let clients = [makeClient(), makeClient(), makeClient()]
        let steps: [SanitizationStep] = [.boil, .disinfect, .filter]

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (client, step) in zip(clients, steps) {
                group.addTask {
                    for source in sources {
                        _ = try await CleanWaterSourceUseCase(sources: client).execute(
                            id: source.id, step: step)
                    }
                }
            }
            try await group.waitForAll()
        }

        let stored = try await makeClient().load()
        #expect(stored.count == Self.starting.count + sources.count)
        #expect(stored.dropFirst(Self.starting.count).filter { !$0.isSafe }.isEmpty)
    }
}

/// Delegates to a client, but runs `interlude` after each `load()` has read the sources and
/// before it returns them: another process's change landing between a read and a save.
private struct AfterLoad: WaterSourcesClient {
    let base: any WaterSourcesClient
    let interlude: @Sendable () async throws -> Void

    init(_ base: any WaterSourcesClient, interlude: @escaping @Sendable () async throws -> Void) {
        self.base = base
        self.interlude = interlude
    }

    func load() async throws -> [WaterSource] {
        let sources = try await base.load()
        try await interlude()
        return sources
    }

    func save(_ source: WaterSource) async throws { try await base.save(source) }

    func update(
        id: WaterSource.ID, _ change: @escaping @Sendable (WaterSource) -> WaterSource
    ) async throws -> (before: WaterSource, after: WaterSource) {
        try await base.update(id: id, change)
    }

    func reset() async throws { try await base.reset() }

    func previousSources() async throws -> [WaterSource]? { try await base.previousSources() }

    func restorePreviousSources() async throws -> [WaterSource]? {
        try await base.restorePreviousSources()
    }
}
