import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Testing

@MainActor
@Suite struct FavoritePersonsViewModelTests {
    private func makeViewModel(_ repository: InMemoryDirectoryRepository)
        -> RemovableListViewModel<DirectoryPersonRow>
    {
        .favoritePersons(
            loadDirectory: LoadDirectoryUseCase(repository: repository),
            setFavorite: SetPersonFavoriteUseCase(repository: repository))
    }

    @Test func didAppear_listsFavouritesOldestFirst() async {
        let repository = InMemoryDirectoryRepository(
            directory: DirectorySamples.directory(favorites: ["이순신", "강감찬"]))
        let viewModel = makeViewModel(repository)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values.count == 3)
        #expect(viewModel.state.value.content?.map(\.name) == ["이순신", "강감찬"])
        #expect(viewModel.state.value.content?.allSatisfy(\.isFavorite) == true)
    }

    @Test func didRemove_dropsTheRowAndTheStoredFavourite() async {
        let repository = InMemoryDirectoryRepository(
            directory: DirectorySamples.directory(favorites: ["이순신", "강감찬"]))
        let viewModel = makeViewModel(repository)
        await viewModel.didAppear()

        await viewModel.didRemove(id: PersonID(rawValue: "이순신"))

        #expect(viewModel.state.value.content?.map(\.name) == ["강감찬"])
        #expect(await repository.directory?.favoriteIDs == [PersonID(rawValue: "강감찬")])
    }

    @Test func didRemove_storeFails_keepsRowAndSaysWhy() async {
        let repository = InMemoryDirectoryRepository(
            directory: DirectorySamples.directory(favorites: ["이순신"]))
        let viewModel = makeViewModel(repository)
        await viewModel.didAppear()
        await repository.failEveryCall(with: .storeFailure("read-only"))

        await viewModel.didRemove(id: PersonID(rawValue: "이순신"))

        #expect(viewModel.state.value.content?.map(\.name) == ["이순신"])
        #expect(viewModel.message.value == DirectoryError.storeFailure("read-only").message)
    }

    @Test func didAppear_noFavourites_isEmpty() async {
        let viewModel = makeViewModel(
            InMemoryDirectoryRepository(directory: DirectorySamples.directory()))

        await viewModel.didAppear()

        #expect(viewModel.state.value == .success([]))
    }
}
