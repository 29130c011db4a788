import CleanAppsPresentationCore
import CleanAppsTestSupport
import Testing

@MainActor
@Suite struct LoadingViewModelTests {
    private struct LoadFailure: Error {}

    /// Whether the next load fails.
    private final class Switch {
        var fails = true
    }

    @Test func didAppear_whenLoadSucceeds_goesFromIdleThroughLoadingToTheContent() async {
        let viewModel = LoadingViewModel(load: { [1, 2] }, failureMessage: { _ in "failed" })
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values == [.idle, .loading, .success([1, 2])])
    }

    @Test func didAppear_whenLoadThrows_showsTheFailureMessage() async {
        let viewModel = LoadingViewModel<[Int]>(
            load: { throw LoadFailure() },
            failureMessage: { error in
                error is LoadFailure ? "The list could not be read. Try again." : "other"
            })
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                .idle, .loading, .failure("The list could not be read. Try again."),
            ])
    }

    @Test func didAppear_again_keepsTheContentShownWhileItReloads() async {
        var loads = 0
        let viewModel = LoadingViewModel(
            load: {
                loads += 1
                return Array(1...loads)
            }, failureMessage: { _ in "failed" })
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()
        await viewModel.didAppear()

        #expect(recorder.values == [.idle, .loading, .success([1]), .success([1, 2])])
    }

    @Test func didAppear_afterAFailure_showsLoadingAgain() async {
        let failing = Switch()
        let viewModel = LoadingViewModel(
            load: {
                if failing.fails { throw LoadFailure() }
                return "content"
            }, failureMessage: { _ in "failed" })
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()
        failing.fails = false
        await viewModel.didAppear()

        #expect(
            recorder.values == [.idle, .loading, .failure("failed"), .loading, .success("content")])
    }

    @Test func release_afterLoading_freesTheViewModel() async {
        weak var released: LoadingViewModel<[Int]>?

        do {
            let viewModel = LoadingViewModel(load: { [1] }, failureMessage: { _ in "failed" })
            released = viewModel
            await viewModel.didAppear()
        }

        #expect(released == nil)
    }
}
