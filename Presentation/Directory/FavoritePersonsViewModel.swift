import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The favourites screen's inputs and output.
@MainActor
public protocol FavoritePersonsViewModelProtocol: AnyObject {
    /// The favourites, oldest first, or why they cannot be shown.
    var state: ObservableValue<ViewModelState<[DirectoryPersonRow]>> { get }
    /// A one-off message (a removal that could not be saved).
    var message: ObservableValue<String?> { get }
    /// The screen appeared: (re)reads the favourites.
    func didAppear() async
    /// The user removed (삭제) a favourite.
    func didRemove(id: PersonID) async
}

/// Lists the favourite lawmakers and removes them.
@MainActor
public final class FavoritePersonsViewModel: FavoritePersonsViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<[DirectoryPersonRow]>.idle)
    /// A one-off message, e.g. a removal that could not be saved; nil when there is none.
    public let message = ObservableValue<String?>(nil)
    private let loadDirectory: LoadDirectoryUseCase
    private let setFavorite: SetPersonFavoriteUseCase

    /// Creates the view model.
    public init(loadDirectory: LoadDirectoryUseCase, setFavorite: SetPersonFavoriteUseCase) {
        self.loadDirectory = loadDirectory
        self.setFavorite = setFavorite
    }

    /// See the protocol.
    public func didAppear() async {
        if state.value.content == nil { state.value = .loading }
        do {
            let directory = try await loadDirectory.execute()
            state.value = .success(
                directory.map { directory in
                    directory.favorites.map { DirectoryPersonRow($0, in: directory) }
                } ?? [])
        } catch {
            state.value = .failure(DirectoryChangeText.message(for: error))
        }
    }

    /// The user removed (삭제) a favourite.
    public func didRemove(id: PersonID) async {
        guard case .success(var rows) = state.value else { return }
        do {
            try await setFavorite.execute(false, for: id)
            rows.removeAll { $0.id == id }
            message.value = nil
            state.value = .success(rows)
        } catch {
            message.value = DirectoryChangeText.message(for: error)
        }
    }
}
