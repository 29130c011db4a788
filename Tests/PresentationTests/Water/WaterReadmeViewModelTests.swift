import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterPresentation
import WaterTestSupport

@MainActor
@Suite struct WaterReadmeViewModelTests {
    private func makeViewModel(authors: AuthorClientSpy) -> WaterReadmeViewModel {
        WaterReadmeViewModel(dependencies: .init(loadAuthor: .init(authors: authors)))
    }

    private func state(_ author: ViewModelState<Author>) -> WaterReadmeState {
        var state = WaterReadmeState()
        state.author = author
        return state
    }

    @Test func didAppear_authorFound_showsTheAuthor() async {
        let author = Author(name: "Kody Deda", title: "iOS Developer")
        let viewModel = makeViewModel(authors: AuthorClientSpy(author: { author }))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values == [state(.idle), state(.loading), state(.success(author))])
    }

    @Test func didAppear_authorFails_saysWhyInsteadOfPlaceholders() async {
        let authors = AuthorClientSpy(author: {
            throw WaterError.authorUnavailable("the bundled author file is damaged.")
        })
        let viewModel = makeViewModel(authors: authors)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                state(.idle), state(.loading),
                state(
                    .failure("The author could not be loaded: the bundled author file is damaged.")),
            ])
    }
}
