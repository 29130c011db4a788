import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Testing

@MainActor
@Suite struct DirectoryLaunchViewModelTests {
    private func workbook(_ version: String, names: [String]) -> DirectoryWorkbook {
        DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion(version)!),
            parties: [Party(id: PartyID(rawValue: 1), name: "가나당")],
            persons: names.enumerated().map {
                WorkbookPerson(rowNumber: $0 + 1, name: $1, partyNumber: 1)
            })
    }

    /// The bundled data of `version` listing `names`, as a launch stored it.
    private func storedBundled(_ version: String, names: [String]) -> Directory {
        DirectoryMerge().merge(
            stored: nil, incoming: workbook(version, names: names), source: .bundled
        ).directory
    }

    private func makeViewModel(
        stored: Directory?, bundled: DirectoryWorkbook
    ) -> (DirectoryLaunchViewModel, DirectoryWorkbookSourceSpy) {
        let source = DirectoryWorkbookSourceSpy(workbook: bundled)
        let useCase = LaunchSyncUseCase(
            repository: InMemoryDirectoryRepository(directory: stored), bundledWorkbook: source)
        return (DirectoryLaunchViewModel(launchSync: useCase), source)
    }

    @Test func didAppear_firstRun_showsEveryProgressStepThenWhatWasLoaded() async {
        let (viewModel, _) = makeViewModel(
            stored: nil, bundled: workbook("1.9.0", names: ["가", "나"]))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                .idle, .checking, .loading(percent: 10), .loading(percent: 60),
                .loading(percent: 80), .loading(percent: 100),
                .ready(messages: ["Loaded the directory 1.9.0: 2 lawmakers, 1 party, 0 committees."]
                ),
            ])
    }

    @Test func didAppear_nothingNewer_isReadyWithoutParsingOrProgress() async {
        let stored = DirectoryMerge().merge(
            stored: nil, incoming: workbook("1.10.0", names: ["가"])
        ).directory
        let (viewModel, source) = makeViewModel(
            stored: stored, bundled: workbook("1.9.0", names: ["나"]))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values == [.idle, .checking, .ready(messages: [])])
        #expect(source.readCalls == 0)
    }

    @Test func didAppear_newerBundled_tellsCounts() async {
        let stored = storedBundled("1.9.0", names: ["가", "나", "다"])
        let (viewModel, _) = makeViewModel(
            stored: stored, bundled: workbook("1.10.0", names: ["가", "나", "다", "라"]))

        await viewModel.didAppear()

        #expect(
            viewModel.state.value
                == .ready(messages: [
                    "Updated the directory from 1.9.0 to 1.10.0: 1 added, 0 updated, 0 removed."
                ]))
    }

    @Test func didAppear_sampleOfTheOldNumbering_saysItIsRenumbered() async {
        let stored = storedBundled("1.9.0", names: ["가", "나"])
        let (viewModel, _) = makeViewModel(
            stored: stored, bundled: workbook("0.1.0", names: ["가", "나"]))

        await viewModel.didAppear()

        #expect(
            viewModel.state.value
                == .ready(messages: [
                    "The bundled sample is now numbered 0.1.0, below every real workbook (it was "
                        + "1.9.0): 0 added, 0 updated, 0 removed."
                ]))
    }

    @Test func didAppear_newerBundledRemovingAFavourite_saysItWasNotApplied() async {
        var stored = storedBundled("1.9.0", names: ["가", "나", "다"])
        stored.favoriteIDs = [PersonID(rawValue: "나")]
        let (viewModel, _) = makeViewModel(
            stored: stored, bundled: workbook("1.10.0", names: ["가", "다", "라"]))

        await viewModel.didAppear()

        #expect(
            viewModel.state.value
                == .deferred(messages: [
                    "The bundled directory 1.10.0 was not applied: it would remove 1 of 3 "
                        + "lawmakers and your favourites 나."
                ]))
    }

    @Test func didAppear_brokenWorkbook_failsWithTheWorkbookMessage() async {
        let source = DirectoryWorkbookSourceSpy()
        source.setVersion { throw DirectoryError.missingSheet("info") }
        let viewModel = DirectoryLaunchViewModel(
            launchSync: LaunchSyncUseCase(
                repository: InMemoryDirectoryRepository(), bundledWorkbook: source))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                .idle, .checking, .failure(DirectoryError.missingSheet("info").message),
            ])
    }

    @Test func viewModel_released_isNotLeaked() async {
        weak var released: DirectoryLaunchViewModel?
        do {
            let (viewModel, _) = makeViewModel(stored: nil, bundled: workbook("1.0.0", names: []))
            await viewModel.didAppear()
            released = viewModel
        }

        #expect(released == nil)
    }
}
