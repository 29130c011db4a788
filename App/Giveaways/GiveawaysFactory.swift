import Domain
import Presentation

/// Makes the Giveaways screens, each with its view model and use cases.
@MainActor
protocol GiveawaysScreenFactory {
    func makeHomeScreen() -> GiveawaysHomeScreen
    func makeDetailsScreen(id: Int) -> GiveawayDetailsScreen
    func makeMoreScreen() -> MoreGiveawaysScreen
    func makeFavoritesScreen() -> FavoriteGiveawaysScreen
}

/// Wires the Giveaways feature from the shared instances.
@MainActor
struct GiveawaysFactory: GiveawaysScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let repository: any GiveawaysRepository
        let favorites: any FavoritesRepository
        let frame: ScreenFrame
        let urlOpener: any URLOpener
        let clock: SleepClock
        let now: Now
    }

    let dependencies: Dependencies

    func makeHomeScreen() -> GiveawaysHomeScreen {
        let viewModel = GiveawaysHomeViewModel(
            dependencies: .init(
                loadGiveaways: LoadGiveawaysUseCase(repository: dependencies.repository),
                loadWorth: LoadWorthUseCase(repository: dependencies.repository),
                loadFavorites: LoadFavoritesUseCase(favorites: dependencies.favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: dependencies.favorites),
                clock: dependencies.clock, now: dependencies.now))
        return GiveawaysHomeScreen(viewModel: viewModel, frame: dependencies.frame)
    }

    func makeDetailsScreen(id: Int) -> GiveawayDetailsScreen {
        let viewModel = GiveawayDetailsViewModel(
            id: id,
            dependencies: .init(
                getDetails: GetGiveawayDetailsUseCase(repository: dependencies.repository),
                loadFavorites: LoadFavoritesUseCase(favorites: dependencies.favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: dependencies.favorites),
                now: dependencies.now))
        return GiveawayDetailsScreen(
            viewModel: viewModel, frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makeMoreScreen() -> MoreGiveawaysScreen {
        let viewModel = MoreGiveawaysViewModel(
            loadMore: LoadMoreGiveawaysUseCase(repository: dependencies.repository),
            loadFavorites: LoadFavoritesUseCase(favorites: dependencies.favorites),
            now: dependencies.now)
        return MoreGiveawaysScreen(viewModel: viewModel, frame: dependencies.frame)
    }

    func makeFavoritesScreen() -> FavoriteGiveawaysScreen {
        let viewModel = FavoriteGiveawaysViewModel(
            loadFavorites: LoadFavoritesUseCase(favorites: dependencies.favorites),
            removeFavorite: RemoveFavoriteUseCase(favorites: dependencies.favorites),
            now: dependencies.now)
        return FavoriteGiveawaysScreen(viewModel: viewModel, frame: dependencies.frame)
    }
}
