import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain

/// A giveaway's details, display-ready.
public struct GiveawayDetailsDisplay: Equatable, Sendable {
    /// GamerPower's id.
    public var id: Int
    /// The title.
    public var title: String
    /// GamerPower's own word, as given ("Active"); it keeps ended items "Active".
    public var gamerPowerStatus: String
    /// Whether it has ended by our reckoning: the end date has passed, or GamerPower does
    /// not call it active.
    public var isExpired: Bool
    /// The type, e.g. "Game" or "DLC".
    public var type: String
    /// The platforms, e.g. "PC, Steam".
    public var platforms: String
    /// The worth, e.g. "$4.99" or "N/A".
    public var worth: String
    /// How many users claimed it.
    public var users: String
    /// nil when not known.
    public var published: String?
    /// nil when the API says "N/A" (the section is hidden).
    public var endDate: String?
    /// The description text.
    public var description: String
    /// The claim steps, one per line, without empty lines.
    public var instructions: [String]
    /// The "Get it" URL (http or https only), if any.
    public var openURL: URL?
    /// Whether it is a favourite.
    public var isFavorite: Bool
    /// Where the data came from when not live.
    public var originNote: DataOriginNote?
}

/// The details screen's inputs and output.
@MainActor
public protocol GiveawayDetailsViewModelProtocol: AnyObject {
    /// The screen's state.
    var state: ObservableValue<ViewModelState<GiveawayDetailsDisplay>> { get }
    /// A one-off message (favourite could not be saved).
    var message: ObservableValue<String?> { get }
    /// The screen appeared: (re)loads the giveaway.
    func didAppear() async
    /// The user toggled the favourite mark.
    func didToggleFavorite() async
}

/// Loads one giveaway (cache, then the single-item endpoint) and toggles its favourite.
@MainActor
public final class GiveawayDetailsViewModel: GiveawayDetailsViewModelProtocol {
    /// What the view model needs from the outside.
    public struct Dependencies: Sendable {
        /// Loads the giveaway.
        public var getDetails: GetGiveawayDetailsUseCase
        /// Loads the favourites, to mark the giveaway.
        public var loadFavorites: LoadFavoritesUseCase
        /// Flips the giveaway's favourite mark.
        public var toggleFavorite: ToggleFavoriteUseCase
        /// The wall clock, to tell whether the giveaway has ended.
        public var now: Now

        /// Creates the dependencies.
        public init(
            getDetails: GetGiveawayDetailsUseCase, loadFavorites: LoadFavoritesUseCase,
            toggleFavorite: ToggleFavoriteUseCase, now: @escaping Now
        ) {
            self.getDetails = getDetails
            self.loadFavorites = loadFavorites
            self.toggleFavorite = toggleFavorite
            self.now = now
        }
    }

    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<GiveawayDetailsDisplay>.idle)
    /// A one-off message, e.g. a favourite that could not be saved; nil when there is none.
    public let message = ObservableValue<String?>(nil)
    private let id: Int
    private let dependencies: Dependencies
    private var giveaway: Giveaway?

    /// The details of the giveaway with `id`; nothing is loaded until ``didAppear()``.
    public init(id: Int, dependencies: Dependencies) {
        self.id = id
        self.dependencies = dependencies
    }

    /// See the protocol.
    public func didAppear() async {
        state.value = .loading
        do {
            let sourced = try await dependencies.getDetails.execute(id: id)
            let favorites = (try? await dependencies.loadFavorites.execute()) ?? []
            giveaway = sourced.value
            state.value = .success(
                Self.details(
                    sourced.value, isFavorite: favorites.contains { $0.id == id },
                    origin: sourced, now: dependencies.now()))
        } catch {
            giveaway = nil
            state.value = .failure((error as? GiveawaysError)?.message ?? "Giveaway not found.")
        }
    }

    /// The user toggled the favourite star.
    public func didToggleFavorite() async {
        guard let giveaway, case .success(var details) = state.value else { return }
        do {
            details.isFavorite = try await dependencies.toggleFavorite.execute(giveaway)
            message.value = nil
            state.value = .success(details)
        } catch {
            message.value = (error as? GiveawaysError)?.message ?? "\(error)"
        }
    }

    static func details(
        _ giveaway: Giveaway, isFavorite: Bool, origin: Sourced<Giveaway>, now: Date
    ) -> GiveawayDetailsDisplay {
        GiveawayDetailsDisplay(
            id: giveaway.id, title: giveaway.title,
            gamerPowerStatus: giveaway.status, isExpired: !giveaway.isActive(at: now),
            type: giveaway.type, platforms: giveaway.platforms.joined(separator: ", "),
            worth: GiveawayFormatting.worth(giveaway.worthInCents),
            users: "\(giveaway.users)",
            published: giveaway.publishedDate.map(GiveawayFormatting.dateTime),
            endDate: giveaway.endDate.map(GiveawayFormatting.dateTime),
            description: giveaway.description,
            instructions: GiveawayInstructions.steps(giveaway.instructions),
            openURL: giveaway.openURL, isFavorite: isFavorite,
            originNote: DataOriginNote(for: origin, now: now))
    }
}
