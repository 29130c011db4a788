import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain

/// The More screen, display-ready: a carousel and per-platform sections.
public struct MoreGiveawaysContent: Equatable, Sendable {
    /// One platform section with a readable title.
    public struct Section: Equatable, Sendable {
        /// The platform's readable name, e.g. "Xbox Series X|S".
        public var title: String
        /// The platform's rows.
        public var rows: [GiveawayRow]
        /// Why the section is empty, when loading it failed.
        public var note: String?
    }

    /// The featured Epic Games Store cards.
    public var carousel: [GiveawayRow]
    /// The card shown now, an index into ``carousel``.
    public var carouselIndex: Int
    /// Why the carousel is empty, when loading it failed.
    public var carouselNote: String?
    /// Sections with giveaways or a failure note; empty, healthy platforms are left out.
    public var sections: [Section]
    /// True when there is nothing at all ("No more giveaways available").
    public var isEmpty: Bool
}

/// The More screen's inputs and output.
@MainActor
public protocol MoreGiveawaysViewModelProtocol: AnyObject {
    /// The screen's state.
    var state: ObservableValue<ViewModelState<MoreGiveawaysContent>> { get }
    /// The screen appeared: loads once.
    func didAppear() async
    /// The user asked to load again.
    func didRequestRetry() async
    /// The user turned the carousel by `step` cards (wraps around).
    func didTurnCarousel(by step: Int)
}

/// Loads the featured platform and every remaining platform for the More screen.
@MainActor
public final class MoreGiveawaysViewModel: MoreGiveawaysViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<MoreGiveawaysContent>.idle)
    private let loadMore: LoadMoreGiveawaysUseCase
    private let loadFavorites: LoadFavoritesUseCase
    private let now: Now

    /// Creates the view model; nothing is loaded until ``didAppear()``.
    public init(
        loadMore: LoadMoreGiveawaysUseCase, loadFavorites: LoadFavoritesUseCase, now: @escaping Now
    ) {
        self.loadMore = loadMore
        self.loadFavorites = loadFavorites
        self.now = now
    }

    /// See the protocol.
    public func didAppear() async {
        if case .success = state.value { return }
        await didRequestRetry()
    }

    /// The user asked to load again.
    public func didRequestRetry() async {
        state.value = .loading
        let more = await loadMore.execute()
        let favoriteIDs = Set(((try? await loadFavorites.execute()) ?? []).map(\.id))
        let date = now()
        func rows(_ list: [Giveaway]) -> [GiveawayRow] {
            list.map { GiveawayRow($0, isFavorite: favoriteIDs.contains($0.id), now: date) }
        }
        let sections = more.sections.compactMap { section -> MoreGiveawaysContent.Section? in
            guard !section.giveaways.isEmpty || section.failure != nil else { return nil }
            return .init(
                title: section.platform.displayName, rows: rows(section.giveaways),
                note: section.failure.map { "Could not load: \($0)" })
        }
        state.value = .success(
            MoreGiveawaysContent(
                carousel: rows(more.featured), carouselIndex: 0,
                carouselNote: more.featuredFailure.map { "Could not load: \($0)" },
                sections: sections, isEmpty: more.isEmpty))
    }

    /// The user turned the carousel by `step` cards (wraps around).
    public func didTurnCarousel(by step: Int) {
        guard case .success(var content) = state.value, !content.carousel.isEmpty else { return }
        let count = content.carousel.count
        content.carouselIndex = ((content.carouselIndex + step) % count + count) % count
        state.value = .success(content)
    }
}
