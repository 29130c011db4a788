import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain

extension RemovableListViewModel where Row == GiveawayRow {
    /// The favourite giveaways as rows (dates as of `now` when they load); removing one
    /// removes it from the saved favourites.
    public static func favoriteGiveaways(
        loadFavorites: LoadFavoritesUseCase, removeFavorite: RemoveFavoriteUseCase,
        now: @escaping Now
    ) -> RemovableListViewModel {
        RemovableListViewModel(
            load: {
                let date = now()
                return try await loadFavorites.execute().map {
                    GiveawayRow($0, isFavorite: true, now: date)
                }
            },
            remove: { try await removeFavorite.execute(id: $0) },
            failureMessage: { error in (error as? GiveawaysError)?.message ?? "\(error)" })
    }
}
