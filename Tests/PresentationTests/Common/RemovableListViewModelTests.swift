import CleanAppsPresentationCore
import CleanAppsTestSupport
import Testing

@MainActor
@Suite struct RemovableListViewModelTests {
    private struct Row: Identifiable, Equatable, Sendable {
        var id: Int
    }

    private struct StoreFailure: Error {}

    /// A list of rows 1, 2 and 3 whose removals fail while `failing` holds; `removed`
    /// records the identities removed.
    private final class Store {
        var failing = false
        var removed: [Int] = []
    }

    private func makeViewModel(_ store: Store) -> RemovableListViewModel<Row> {
        RemovableListViewModel(
            load: { [Row(id: 1), Row(id: 2), Row(id: 3)] },
            remove: { id in
                if store.failing { throw StoreFailure() }
                store.removed.append(id)
            },
            failureMessage: { _ in "The favourites could not be saved. Try again." })
    }

    @Test func didRemove_whenRemoveSucceeds_dropsTheRow() async {
        let store = Store()
        let viewModel = makeViewModel(store)
        let states = StateRecorder(viewModel.state)
        let messages = StateRecorder(viewModel.message)

        await viewModel.didAppear()
        await viewModel.didRemove(id: 2)

        #expect(
            states.values == [
                .idle, .loading, .success([Row(id: 1), Row(id: 2), Row(id: 3)]),
                .success([Row(id: 1), Row(id: 3)]),
            ])
        #expect(messages.values == [nil])
        #expect(store.removed == [2])
    }

    @Test func didRemove_whenRemoveThrows_keepsTheRowsAndSaysWhy() async {
        let store = Store()
        let viewModel = makeViewModel(store)
        let states = StateRecorder(viewModel.state)
        let messages = StateRecorder(viewModel.message)
        await viewModel.didAppear()
        store.failing = true

        await viewModel.didRemove(id: 2)

        #expect(
            states.values == [.idle, .loading, .success([Row(id: 1), Row(id: 2), Row(id: 3)])])
        #expect(messages.values == [nil, "The favourites could not be saved. Try again."])
    }

    @Test func didRemove_afterAFailedRemoval_clearsTheMessage() async {
        let store = Store()
        let viewModel = makeViewModel(store)
        let messages = StateRecorder(viewModel.message)
        await viewModel.didAppear()
        store.failing = true
        await viewModel.didRemove(id: 1)
        store.failing = false

        await viewModel.didRemove(id: 1)

        #expect(messages.values == [nil, "The favourites could not be saved. Try again.", nil])
        #expect(viewModel.state.value == .success([Row(id: 2), Row(id: 3)]))
    }

    @Test func didRemove_beforeTheListLoaded_removesNothing() async {
        let store = Store()
        let viewModel = makeViewModel(store)
        let states = StateRecorder(viewModel.state)

        await viewModel.didRemove(id: 1)

        #expect(states.values == [.idle])
        #expect(store.removed.isEmpty)
    }
}
