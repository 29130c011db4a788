import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Testing

@Suite struct RefreshJarProgressUseCaseTests {
    private func campaigns(jars count: Int) -> [Campaign] {
        (1...count).map {
            CampaignFixtures.campaign(id: $0, jarLink: CampaignFixtures.monobankLink("jar\($0)"))
        }
    }

    private func details(_ kopecks: Int64) -> JarDetails {
        CampaignFixtures.jarDetails(collected: kopecks)
    }

    @Test func execute_sixJars_neverRunsMoreThanFourAtOnce() async {
        let gate = JarRequestGate()
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: InMemoryCampaignsRepository(), clock: TestClock())
        let running = Task { await useCase.execute(campaigns(jars: 6)) }
        await gate.waitForWaiting(4)
        for _ in 0..<1_000 { await Task.yield() }
        let startedBeforeRelease = await gate.started.count

        var released = 0
        while released < 6 {
            await gate.waitForWaiting(1)
            for id in await gate.waitingIDs {
                await gate.release(id, with: .success(details(Int64(released))))
                released += 1
            }
        }
        let report = await running.value

        #expect(startedBeforeRelease == 4)
        #expect(await gate.maxInFlight == 4)
        #expect(report.statuses.count == 6)
        #expect(report.statuses.values.allSatisfy { if case .fresh = $0 { true } else { false } })
    }

    @Test func execute_oneJarFails_keepsItsLastValueMarkedStale() async {
        let gate = JarRequestGate()
        var prepared = campaigns(jars: 3)
        prepared[1].jarDetails = details(500)
        let input = prepared
        let repository = InMemoryCampaignsRepository(input)
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: repository, clock: TestClock())
        let running = Task { await useCase.execute(input) }
        await gate.waitForWaiting(3)

        await gate.release("jar1", with: .success(details(100)))
        await gate.release("jar2", with: .failure(.jarRateLimited))
        await gate.release("jar3", with: .success(details(300)))
        let report = await running.value

        #expect(report.statuses[input[0].id] == .fresh(details(100)))
        #expect(report.statuses[input[1].id] == .stale(CampaignsError.jarRateLimited.message))
        #expect(report.campaigns.map(\.jarDetails) == [details(100), details(500), details(300)])
        #expect(
            await repository.stored.map(\.jarDetails) == [details(100), details(500), details(300)])
        #expect(report.saveFailureMessage == nil)
    }

    @Test func execute_slowJar_timesOutOnTheInjectedClock() async {
        let gate = JarRequestGate()
        let clock = TestClock()
        let input = campaigns(jars: 1)
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: InMemoryCampaignsRepository(input), clock: clock,
            deadline: .seconds(5))
        let running = Task { await useCase.execute(input) }
        await gate.waitForWaiting(1)
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(5))
        let report = await running.value

        #expect(report.statuses[input[0].id] == .stale(CampaignsError.timedOut.message))
        #expect(report.campaigns[0].jarDetails == nil)
    }

    @Test func execute_twelveSilentJars_endTogetherAtOneOverallDeadline() async {
        let gate = JarRequestGate()
        let clock = TestClock()
        let input = campaigns(jars: 12)
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: InMemoryCampaignsRepository(input), clock: clock,
            deadline: .seconds(10))
        let running = Task { await useCase.execute(input) }
        await gate.waitForWaiting(4)
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(10))
        let report = await running.value

        #expect(report.statuses.count == 12)
        #expect(report.statuses.values.allSatisfy { $0 == .stale(CampaignsError.timedOut.message) })
        #expect(await gate.started.count == 4)
        #expect(clock.now.offset == .seconds(10))
    }

    @Test func execute_unusableAnswer_keepsTheLastKnownDetails() async {
        let gate = JarRequestGate()
        var prepared = campaigns(jars: 1)
        prepared[0].jarDetails = details(700)
        let input = prepared
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: InMemoryCampaignsRepository(input), clock: TestClock())
        let running = Task { await useCase.execute(input) }
        await gate.waitForWaiting(1)

        await gate.release("jar1", with: .failure(.jarBadData))
        let report = await running.value

        #expect(report.statuses[input[0].id] == .stale(CampaignsError.jarBadData.message))
        #expect(report.campaigns[0].jarDetails == details(700))
    }

    @Test func execute_campaignsWithoutMonobankJar_areNotRequested() async {
        let noJar = CampaignFixtures.campaign(id: 1)
        let other = CampaignFixtures.campaign(
            id: 2, jarLink: try? JarLink.parse("https://example.com/jar/1").get())
        let gate = JarRequestGate()
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: InMemoryCampaignsRepository(), clock: TestClock())

        let report = await useCase.execute([noJar, other])

        #expect(report.statuses == [noJar.id: .noJar, other.id: .notMonobank])
        #expect(await gate.started.isEmpty)
    }

    @Test func execute_storingFails_stillShowsFreshDetailsWithNotice() async {
        let gate = JarRequestGate()
        let input = campaigns(jars: 1)
        let useCase = RefreshJarProgressUseCase(
            source: gate, repository: InMemoryCampaignsRepository(input, failing: true),
            clock: TestClock())
        let running = Task { await useCase.execute(input) }
        await gate.waitForWaiting(1)

        await gate.release("jar1", with: .success(details(42)))
        let report = await running.value

        #expect(report.campaigns[0].jarDetails == details(42))
        #expect(report.saveFailureMessage != nil)
    }
}
