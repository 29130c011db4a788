import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain

/// The Favourites screen's inputs and output.
@MainActor
public protocol FavoriteGiveawaysViewModelProtocol: AnyObject {
    /// The favourites as rows, or the failure.
    var state: ObservableValue<ViewModelState<[GiveawayRow]>> { get }
    /// A one-off message (a removal that could not be saved).
    var message: ObservableValue<String?> { get }
    /// The screen appeared: reads the favourites.
    func didAppear() async
    /// The user removed the favourite with `id`.
    func didRemove(id: Int) async
}

/// Lists the favourites and removes them.
@MainActor
public final class FavoriteGiveawaysViewModel: FavoriteGiveawaysViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<[GiveawayRow]>.idle)
    /// A one-off message, e.g. a removal that could not be saved; nil when there is none.
    public let message = ObservableValue<String?>(nil)
    private let loadFavorites: LoadFavoritesUseCase
    private let removeFavorite: RemoveFavoriteUseCase
    private let now: Now
    private var favorites: [Giveaway] = []

    /// Creates the view model; nothing is loaded until ``didAppear()``.
    public init(
        loadFavorites: LoadFavoritesUseCase, removeFavorite: RemoveFavoriteUseCase,
        now: @escaping Now
    ) {
        self.loadFavorites = loadFavorites
        self.removeFavorite = removeFavorite
        self.now = now
    }

    /// See the protocol.
    public func didAppear() async {
        state.value = .loading
        do {
            favorites = try await loadFavorites.execute()
            publish()
        } catch {
            state.value = .failure((error as? GiveawaysError)?.message ?? "\(error)")
        }
    }

    /// The user removed (삭제) a favourite.
    public func didRemove(id: Int) async {
        do {
            try await removeFavorite.execute(id: id)
            favorites.removeAll { $0.id == id }
            message.value = nil
            publish()
        } catch {
            message.value = (error as? GiveawaysError)?.message ?? "\(error)"
        }
    }

    private func publish() {
        let date = now()
        state.value = .success(favorites.map { GiveawayRow($0, isFavorite: true, now: date) })
    }
}
