import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct TargetingLeaveTests {
    let repository = MarketingRepositorySpy()
    let session = SelectionSession()

    func makeViewModel() -> TargetingViewModel {
        repository.onTargeting { Sourced(MarketingSamples.targets, origin: .live) }
        return TargetingViewModel(
            loadTargeting: LoadTargetingUseCase(repository: repository),
            applyTargeting: ApplyTargetingUseCase(session: session), session: session)
    }

    @Test func didLeave_afterChangingTheChoice_keepsItInTheSession() async {
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        _ = await viewModel.didEnterLine("1 2")

        await viewModel.didLeave()

        #expect(
            await session.progress.targetNames == MarketingSamples.targets.prefix(2).map(\.name))
    }

    @Test func didLeave_withNothingChosen_changesNothing() async {
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didLeave()

        #expect(await session.progress.targetNames.isEmpty)
    }
}
