import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct TargetingViewModelTests {
    let repository = MarketingRepositorySpy()
    let session = SelectionSession()

    func makeViewModel() -> TargetingViewModel {
        TargetingViewModel(
            loadTargeting: LoadTargetingUseCase(repository: repository),
            applyTargeting: ApplyTargetingUseCase(session: session), session: session)
    }

    func serve(_ origin: DataOrigin = .live) {
        repository.onTargeting { Sourced(MarketingSamples.targets, origin: origin) }
    }

    func row(_ number: Int, selected: Bool = false) -> TargetingRow {
        let target = MarketingSamples.targets[number - 1]
        let names = target.channels.map(\.name)
        return TargetingRow(
            number: number, name: target.name, subtitle: target.subtitle,
            channelCount: "\(names.count) available channels",
            channels: names.prefix(3).joined(separator: ", ")
                + (names.count > 3 ? " +\(names.count - 3) more" : ""),
            isSelected: selected)
    }

    @Test func didAppear_liveData_showsLoadingThenNumberedRows() async {
        serve()
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        var loading = TargetingState()
        loading.list = .loading
        var loaded = TargetingState()
        loaded.list = .success((1...5).map { row($0) })
        #expect(recorder.values == [TargetingState(), loading, loaded])
        #expect(loaded.list.content?.first?.channels == "Facebook, Linkedin, Twitter +2 more")
        #expect(loaded.list.content?[2].channelCount == "2 available channels")
    }

    @Test func didAppear_bundledData_saysSo() async {
        serve(.bundled(takenAt: nil))
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.sourceNote
                == "Showing the bundled copy of the data: the server could not be used.")
    }

    @Test func didAppear_failure_showsErrorThenRetryLoads() async {
        repository.onTargeting { throw MarketingError.targetingUnavailable }
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()
        serve()
        await viewModel.didRetry()

        #expect(
            recorder.values.map(\.list) == [
                .idle, .loading,
                .failure(
                    "Failed to Load Data. The targeting options could not be loaded and no bundled copy is "
                        + "available; try again. Please check your internet connection and try again."
                ),
                .loading, .success((1...5).map { row($0) }),
            ])
        #expect(repository.targetingCalls == 2)
    }

    @Test func didEnterLine_selectionThenEmptyLine_proceedsWithUnionOfChannels() async throws {
        serve()
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        let first = await viewModel.didEnterLine("3-4 1 -1")
        let second = await viewModel.didEnterLine("")

        #expect(first == nil)
        #expect(second == .proceed)
        #expect(
            recorder.values.map(\.footer) == [
                "Selected: 0 options", "Selected: 2 options (Events, Industry)",
            ])
        #expect(recorder.values.map(\.canContinue) == [false, true])
        #expect(
            recorder.values.last?.list.content?.map(\.isSelected) == [
                false, false, true, true, false,
            ])
        #expect(
            await session.offeredChannels.map(\.name) == ["Facebook", "Linkedin", "Twitter", "SEO"])
    }

    @Test func didEnterLine_manySelected_footerShowsTwoNamesAndMore() async {
        serve()
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        _ = await viewModel.didEnterLine("*")

        #expect(viewModel.state.value.footer == "Selected: 5 options (Location, Age +3 more)")
    }

    @Test func didEnterLine_emptyLineWithNothingSelected_isRefused() async {
        serve()
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        let outcome = await viewModel.didEnterLine("  ")

        #expect(outcome == nil)
        #expect(
            recorder.values.map(\.message) == [
                nil, "Select at least one targeting option before you continue.",
            ])
        #expect(await session.targets.isEmpty)
    }

    @Test func didEnterLine_badInput_showsMessageAndKeepsSelection() async {
        serve()
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        _ = await viewModel.didEnterLine("2")
        let recorder = StateRecorder(viewModel.state)

        _ = await viewModel.didEnterLine("1 99")
        _ = await viewModel.didEnterLine("3")

        #expect(
            recorder.values.map(\.message) == [
                nil, "“99” is not in the list; choose numbers from 1 to 5.", nil,
            ])
        #expect(
            recorder.values.map(\.footer) == [
                "Selected: 1 option (Age)", "Selected: 1 option (Age)",
                "Selected: 2 options (Age, Events)",
            ])
    }

    @Test func didEnterLine_beforeLoading_isIgnored() async {
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        let outcome = await viewModel.didEnterLine("")

        #expect(outcome == nil)
        #expect(recorder.values == [TargetingState()])
    }

    @Test func didAppear_resumedProgress_preselectsSavedTargets() async throws {
        let resumed = SelectionSession(
            progress: MarketingProgress(targetNames: ["Keywords", "Age"]))
        serve()
        let viewModel = TargetingViewModel(
            loadTargeting: LoadTargetingUseCase(repository: repository),
            applyTargeting: ApplyTargetingUseCase(session: resumed), session: resumed)

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.list.content?.map(\.isSelected) == [
                false, true, false, false, true,
            ])
        #expect(viewModel.state.value.canContinue)
    }

    @Test func viewModel_released_isNotLeaked() async {
        serve()
        weak var weakViewModel: TargetingViewModel?
        do {
            let viewModel = makeViewModel()
            weakViewModel = viewModel
            await viewModel.didAppear()
            _ = await viewModel.didEnterLine("1")
        }

        #expect(weakViewModel == nil)
    }
}
