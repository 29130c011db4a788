import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterPresentation
import WaterTestSupport

@MainActor
@Suite struct WaterSourcesViewModelTests {
    private func makeViewModel(sources: WaterSourcesClientSpy) -> WaterSourcesViewModel {
        WaterSourcesViewModel(dependencies: .init(loadSources: .init(sources: sources)))
    }

    @Test func didAppear_success_listsEveryRowAndTheSafeCount() async {
        let sources = WaterSourcesClientSpy(load: {
            [
                .sample(id: "a", title: "A", boiled: 100, disinfected: 100, filtered: 100),
                .sample(id: "b", title: "B", latitude: -15.8402, longitude: -70.0219, boiled: 100),
            ]
        })
        let viewModel = makeViewModel(sources: sources)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        let list = WaterSourcesList([
            .sample(id: "a", title: "A", boiled: 100, disinfected: 100, filtered: 100),
            .sample(id: "b", title: "B", latitude: -15.8402, longitude: -70.0219, boiled: 100),
        ])
        #expect(recorder.values == [.idle, .loading, .success(list)])
        #expect(list.summary == "1 of 2 safe")
        #expect(list.rows[1].coordinates == "-15.8402, -70.0219")
        #expect(
            list.rows[1].steps == [
                .init(name: "boil", isDone: true), .init(name: "disinfect", isDone: false),
                .init(name: "filter", isDone: false),
            ])
        #expect(list.rows.map(\.isSafe) == [true, false])
    }

    @Test func didAppear_failure_showsTheMessage() async {
        let sources = WaterSourcesClientSpy(load: { throw WaterError.loadFailed("disk on fire") })
        let viewModel = makeViewModel(sources: sources)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                .idle, .loading, .failure("The water sources could not be loaded: disk on fire"),
            ])
    }

    @Test func didAppear_afterDetailsCleanedASource_showsTheChange() async throws {
        let sources = WaterSourcesClientSpy.storing([
            .sample(id: "a", boiled: 100, disinfected: 100)
        ])
        let list = makeViewModel(sources: sources)
        let details = WaterDetailsViewModel(
            id: "a",
            dependencies: .init(
                findSource: .init(sources: sources), cleanSource: .init(sources: sources)))
        await list.didAppear()
        await details.didAppear()

        await details.didStartStep(.filter)
        await list.didAppear()

        let rows = try #require(list.state.value.content?.rows)
        #expect(rows.map(\.isSafe) == [true])
        #expect(list.state.value.content?.summary == "1 of 1 safe")
    }

    @Test func viewModel_released_isDeallocated() async {
        let sources = WaterSourcesClientSpy(load: { [] })
        weak var released: WaterSourcesViewModel?

        do {
            let viewModel = makeViewModel(sources: sources)
            released = viewModel
            await viewModel.didAppear()
        }

        #expect(released == nil)
    }
}
