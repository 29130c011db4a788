import CleanAppsPresentationCore
import GiveawaysDomain

/// Everything the Giveaways home screen shows.
public struct GiveawaysHomeState: Equatable, Sendable {
    /// The platform tabs: "all" then the popular platforms.
    public static let tabs = ["all"] + Platform.popular.map(\.displayName)

    /// Index into ``tabs``.
    public var selectedTab = 0
    /// The order of the list.
    public var sort: GiveawaySort = .date
    /// The type filter; nil for every kind.
    public var kind: GiveawayKind?
    /// The search in effect (trimmed as typed).
    public var searchText = ""
    /// The rows, or the loading / failure state.
    public var list: ViewModelState<[GiveawayRow]> = .idle
    /// Where the rows came from when not live ("Showing the bundled snapshot …").
    public var originNote: DataOriginNote?
    /// "103 active giveaways worth $512.75" from GamerPower's `/worth`, or the figures counted
    /// from the loaded list and labelled so when `/worth` is not available; nil for no list.
    public var summary: String?
    /// A one-off message, e.g. a favourite that could not be saved.
    public var message: String?

    /// The state before anything is loaded.
    public init() {}
}
