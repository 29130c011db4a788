import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct PackagesViewModelTests {
    let repository = MarketingRepositorySpy()
    let session = SelectionSession()
    let facebook = MarketingSamples.facebook

    func makeViewModel(origin: DataOrigin = .live, prices: [Decimal] = [140, 200])
        -> PackagesViewModel
    {
        let packages = MarketingSamples.packages(facebook, prices: prices)
        repository.onPackages { _ in Sourced(packages, origin: origin) }
        return PackagesViewModel(
            channel: facebook, loadPackages: LoadPackagesUseCase(repository: repository),
            session: session)
    }

    func rows(selected: Int?) -> [PackageRow] {
        [(1, "140.00"), (2, "200.00")].map { number, price in
            PackageRow(
                number: number, name: "Facebook Package \(number)",
                summary: "Monthly package for Facebook",
                price: "\(price) EUR/month", details: ["Campaign setup", "Email support"],
                isSelected: number == selected)
        }
    }

    @Test func didAppear_showsLoadingThenNumberedPackages() async {
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        var initial = PackagesState(channelName: "Facebook")
        #expect(initial.loadingText == "Loading Facebook packages... This may take a moment...")
        #expect(initial.hint == "Select one package for Facebook")
        var loading = initial
        loading.list = .loading
        initial.list = .idle
        var loaded = initial
        loaded.list = .success(rows(selected: nil))
        #expect(recorder.values == [initial, loading, loaded])
        #expect(repository.packagesCalls == [facebook.id])
    }

    @Test func choosing_replacingClearingAndResetting_historyAndSession() async throws {
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didChoosePackage(number: 1)
        await viewModel.didChoosePackage(number: 2)
        await viewModel.didChoosePackage(number: 2)
        await viewModel.didChoosePackage(number: 1)
        await viewModel.didReset()
        await viewModel.didReset()

        #expect(
            recorder.values.map(\.message) == [
                nil, "Chose Facebook Package 1.",
                "Chose Facebook Package 2 instead of Facebook Package 1.",
                "Cleared Facebook Package 2.", "Chose Facebook Package 1.",
                "Cleared Facebook Package 1.",
                "Nothing was chosen for Facebook.",
            ])
        #expect(
            recorder.values.map(\.selectedPanel) == [
                nil, "Selected for Facebook: Facebook Package 1 (140.00 EUR)",
                "Selected for Facebook: Facebook Package 2 (200.00 EUR)", nil,
                "Selected for Facebook: Facebook Package 1 (140.00 EUR)", nil, nil,
            ])
        #expect(
            recorder.values.map(\.list) == [
                .success(rows(selected: nil)), .success(rows(selected: 1)),
                .success(rows(selected: 2)),
                .success(rows(selected: nil)), .success(rows(selected: 1)),
                .success(rows(selected: nil)),
                .success(rows(selected: nil)),
            ])
        #expect(await session.selection.isEmpty)
    }

    @Test func didAppear_existingChoice_isShownSelected() async {
        await session.choose(MarketingSamples.package(facebook, 1, price: 200))
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(viewModel.state.value.list == .success(rows(selected: 2)))
        #expect(
            viewModel.state.value.selectedPanel
                == "Selected for Facebook: Facebook Package 2 (200.00 EUR)")
    }

    @Test func didChoosePackage_outOfRange_explainsAndChangesNothing() async {
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didChoosePackage(number: 3)

        #expect(
            viewModel.state.value.message == "There is no package 3; choose a number from 1 to 2.")
        #expect(await session.selection.isEmpty)
    }

    @Test func didAppear_noPackagesFromBundledCopy_isEmptyWithNote() async {
        let viewModel = makeViewModel(origin: .bundled(takenAt: nil), prices: [])

        await viewModel.didAppear()
        await viewModel.didChoosePackage(number: 1)

        #expect(viewModel.state.value.list == .success([]))
        #expect(
            viewModel.state.value.sourceNote
                == "Showing the bundled copy of the data: the server could not be used.")
        #expect(viewModel.state.value.message == PackagesState.emptyText)
    }

    @Test func didAppear_failure_showsErrorAndRetryRecovers() async {
        repository.onPackages { _ in throw MarketingError.targetingUnavailable }
        let viewModel = PackagesViewModel(
            channel: facebook, loadPackages: LoadPackagesUseCase(repository: repository),
            session: session)
        await viewModel.didAppear()
        let failed = viewModel.state.value.list
        let packages = MarketingSamples.packages(facebook, prices: [140, 200])
        repository.onPackages { _ in Sourced(packages, origin: .live) }

        await viewModel.didRetry()

        #expect(
            failed
                == .failure(
                    "Failed to Load Channel Details. The targeting options could not be loaded and no "
                        + "bundled copy is available; try again."))
        #expect(viewModel.state.value.list == .success(rows(selected: nil)))
    }
}
