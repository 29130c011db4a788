import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain

/// The Giveaways home screen's inputs and its one output.
@MainActor
public protocol GiveawaysHomeViewModelProtocol: AnyObject {
    /// The screen's state.
    var state: ObservableValue<GiveawaysHomeState> { get }
    /// The screen appeared; loads on the first appearance and re-reads favourites after.
    func didAppear() async
    /// The user picked the tab at `index` of ``GiveawaysHomeState/tabs``; clears the search.
    func didSelectTab(at index: Int) async
    /// The user picked an order.
    func didChangeSort(_ sort: GiveawaySort) async
    /// The user picked a type filter (nil for all).
    func didChangeKind(_ kind: GiveawayKind?) async
    /// The user typed in a live search field: debounced 300 ms, repeated texts dropped.
    func didEnterSearch(_ text: String) async
    /// The user submitted a search (line mode): applied at once.
    func didSubmitSearch(_ text: String) async
    /// The user asked to reload (refresh or retry).
    func didRequestRefresh() async
    /// The user toggled the favourite mark of the giveaway with `id`.
    func didToggleFavorite(id: Int) async
}

/// Loads, filters, sorts and searches giveaways for the home screen.
///
/// Latest wins: a new load cancels the one in flight, and a stale result never replaces a
/// newer one. Search is local over the last loaded list, with keys computed once per load.
@MainActor
public final class GiveawaysHomeViewModel: GiveawaysHomeViewModelProtocol {
    /// What the view model needs from the outside.
    public struct Dependencies: Sendable {
        /// Loads a list.
        public var loadGiveaways: LoadGiveawaysUseCase
        /// Loads the `/worth` summary.
        public var loadWorth: LoadWorthUseCase
        /// Loads the favourites, to mark the rows.
        public var loadFavorites: LoadFavoritesUseCase
        /// Flips a giveaway's favourite mark.
        public var toggleFavorite: ToggleFavoriteUseCase
        /// The clock for debouncing.
        public var clock: SleepClock
        /// The wall clock, to tell which giveaways have ended.
        public var now: Now
        /// The ids earlier visits listed, to mark the giveaways new since then (nil: no
        /// marks).
        public var visited: (any SeenGiveawaysRepository)?

        /// Creates the dependencies.
        public init(
            loadGiveaways: LoadGiveawaysUseCase, loadWorth: LoadWorthUseCase,
            loadFavorites: LoadFavoritesUseCase, toggleFavorite: ToggleFavoriteUseCase,
            clock: SleepClock, now: @escaping Now, visited: (any SeenGiveawaysRepository)? = nil
        ) {
            self.loadGiveaways = loadGiveaways
            self.loadWorth = loadWorth
            self.loadFavorites = loadFavorites
            self.toggleFavorite = toggleFavorite
            self.clock = clock
            self.now = now
            self.visited = visited
        }
    }

    /// How long typing must pause before a live search runs.
    public static let debounce = Duration.milliseconds(300)

    /// The display state, replayed to new observers.
    public let state = ObservableValue(GiveawaysHomeState())
    private let dependencies: Dependencies
    private var hasLoaded = false
    private var index = GiveawaySearchIndex([])
    private var favoriteIDs: Set<Int> = []
    /// The ids new since the last visit, gathered over this visit's loads (so a mark stays
    /// while the visit lasts).
    private var newIDs: Set<Int> = []
    /// The ids recorded as listed during this visit (nil before its first recording): a
    /// reload that lists only these writes nothing.
    private var recordedIDs: Set<Int>?
    /// GamerPower's own summary, when `/worth` answered live on the last full load.
    private var liveWorth: GiveawayWorth?
    private var loadTask: Task<Void, Never>?
    private var debounceTask: Task<Void, Never>?
    private var lastDebouncedText: String?

    /// Creates the view model; nothing is loaded until ``didAppear()``.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// See the protocol.
    public func didAppear() async {
        guard hasLoaded else {
            hasLoaded = true
            await reload(withWorth: true)
            return
        }
        await refreshFavorites()
    }

    /// The user picked the tab at `index` of ``GiveawaysHomeState/tabs``; clears the search.
    public func didSelectTab(at index: Int) async {
        guard GiveawaysHomeState.tabs.indices.contains(index) else { return }
        await reload(withWorth: false) {
            $0.selectedTab = index
            $0.searchText = ""
        }
    }

    /// The user picked an order.
    public func didChangeSort(_ sort: GiveawaySort) async {
        await reload(withWorth: false) { $0.sort = sort }
    }

    /// The user picked a type filter (nil for all).
    public func didChangeKind(_ kind: GiveawayKind?) async {
        await reload(withWorth: false) { $0.kind = kind }
    }

    /// The user typed in a live search field: debounced 300 ms, repeated texts dropped.
    public func didEnterSearch(_ text: String) async {
        debounceTask?.cancel()
        let clock = dependencies.clock
        let task = Task { [weak self] in
            do { try await clock.sleep(for: Self.debounce) } catch { return }
            guard let self, !Task.isCancelled, text != self.lastDebouncedText else { return }
            self.lastDebouncedText = text
            self.applySearch(text)
        }
        debounceTask = task
        await task.value
    }

    /// The user submitted a search for `text` ("" clears it).
    public func didSubmitSearch(_ text: String) async {
        debounceTask?.cancel()
        lastDebouncedText = text
        applySearch(text)
    }

    /// The user asked to load the list again.
    public func didRequestRefresh() async {
        await reload(withWorth: true)
    }

    /// The user toggled the favourite mark of a giveaway.
    public func didToggleFavorite(id: Int) async {
        guard let giveaway = index.giveaways.first(where: { $0.id == id }) else { return }
        var next = state.value
        do {
            if try await dependencies.toggleFavorite.execute(giveaway) {
                favoriteIDs.insert(id)
            } else {
                favoriteIDs.remove(id)
            }
            next.message = nil
        } catch {
            next.message = Self.describe(error)
        }
        if case .success = next.list { next.list = .success(rows(matching: next.searchText)) }
        state.value = next
    }

    // MARK: - Private

    private static func query(for state: GiveawaysHomeState) -> GiveawayQuery {
        let tab = state.selectedTab
        let platform = tab > 0 ? Platform.popular[tab - 1] : nil
        return GiveawayQuery(platform: platform, kind: state.kind, sort: state.sort)
    }

    /// Applies `change` and shows loading in one state update, then loads.
    private func reload(
        withWorth: Bool, changing change: (inout GiveawaysHomeState) -> Void = { _ in }
    ) async {
        loadTask?.cancel()
        var loading = state.value
        change(&loading)
        loading.list = .loading
        loading.message = nil
        state.value = loading
        let query = Self.query(for: loading)
        let dependencies = dependencies
        // NB: `/worth` is asked only on a full load, not on every tab, sort or type change.
        let loadWorth = withWorth ? dependencies.loadWorth : nil
        let task = Task { [weak self] in
            async let worth = try? loadWorth?.execute()
            let favorites = (try? await dependencies.loadFavorites.execute()) ?? []
            let result: Result<Sourced<[Giveaway]>, any Error>
            do {
                result = .success(try await dependencies.loadGiveaways.execute(query))
            } catch {
                result = .failure(error)
            }
            let summary = await worth
            let visit = await Self.newSinceLastVisit(
                result, visited: dependencies.visited, recordedThisVisit: self?.recordedIDs)
            guard let self, !Task.isCancelled else { return }
            if let recorded = visit.recorded {
                self.recordedIDs = (self.recordedIDs ?? []).union(recorded)
            }
            self.newIDs.formUnion(visit.new)
            self.favoriteIDs = Set(favorites.map(\.id))
            var next = self.state.value
            if withWorth { self.liveWorth = summary?.origin == .live ? summary?.value : nil }
            next.summary = self.liveWorth.map(GiveawayFormatting.summary)
            switch result {
            case .success(let list):
                if self.liveWorth == nil, !list.value.isEmpty {
                    next.summary = GiveawayFormatting.countedSummary(
                        GiveawayWorth(counting: list.value, activeAt: dependencies.now()))
                }
                self.index = GiveawaySearchIndex(list.value)
                next.originNote = DataOriginNote(for: list, now: dependencies.now())
                next.list = .success(self.rows(matching: next.searchText))
            case .failure(let error):
                self.index = GiveawaySearchIndex([])
                next.list = .failure(Self.describe(error))
            }
            self.state.value = next
        }
        loadTask = task
        await task.value
    }

    private func applySearch(_ text: String) {
        var next = state.value
        next.searchText = text.trimmingCharacters(in: .whitespaces)
        // NB: while a load is in flight the search is only recorded; the load applies it.
        if case .success = next.list { next.list = .success(rows(matching: next.searchText)) }
        state.value = next
    }

    private func refreshFavorites() async {
        guard let favorites = try? await dependencies.loadFavorites.execute() else { return }
        favoriteIDs = Set(favorites.map(\.id))
        if case .success = state.value.list { publishRows() }
    }

    private func publishRows() {
        state.value.list = .success(rows(matching: state.value.searchText))
    }

    private func rows(matching search: String) -> [GiveawayRow] {
        let now = dependencies.now()
        return index.search(search).map {
            GiveawayRow(
                $0, isFavorite: favoriteIDs.contains($0.id), isNew: newIDs.contains($0.id),
                now: now)
        }
    }

    /// The ids of a loaded list that no earlier visit listed, and the ids recorded as listed
    /// now: none on the first visit, for a bundled snapshot (never recorded, so the live
    /// list is not all new afterwards), when the ids cannot be kept, or when this visit
    /// recorded them all already (nothing is written again).
    private static func newSinceLastVisit(
        _ result: Result<Sourced<[Giveaway]>, any Error>,
        visited: (any SeenGiveawaysRepository)?, recordedThisVisit: Set<Int>?
    ) async -> (new: Set<Int>, recorded: Set<Int>?) {
        guard let visited, case .success(let list) = result else { return ([], nil) }
        if case .bundled = list.origin { return ([], nil) }
        let ids = Set(list.value.map(\.id))
        if let recordedThisVisit, ids.isSubset(of: recordedThisVisit) { return ([], nil) }
        do {
            let before = try await visited.recordSeen(Array(ids))
            return (before.map { ids.subtracting($0) } ?? [], ids)
        } catch {
            return ([], nil)
        }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? GiveawaysError)?.message ?? "Something went wrong: \(error)"
    }
}
