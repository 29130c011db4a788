import CleanAppsCore

/// What can go wrong in the Giveaways app, in terms the user can act on.
public enum GiveawaysError: Error, Equatable, Sendable {
    /// No giveaway has this id.
    case notFound(id: Int)
    /// Nothing could be loaded: no network, no cache and no bundled copy.
    case unavailable(String)
    /// Nothing could be loaded: network use is off and there is no saved or bundled copy.
    case offlineWithoutCopy
    /// The favourites could not be read or saved.
    case favoritesFailed(String)
    /// The ids `giveaways new` has seen could not be read or saved.
    case seenFailed(String)
    /// `giveaways new` could only load the bundled snapshot (for the reason, when known), so
    /// it recorded nothing: the snapshot is not what the service lists now.
    case onlyBundledCopy(FallbackReason?)

    /// One sentence for the user.
    public var message: String {
        switch self {
        case .notFound(let id): "Giveaway \(id) was not found."
        case .unavailable(let reason): "Giveaways could not be loaded: \(reason)"
        case .offlineWithoutCopy:
            "Giveaways could not be loaded: network use is off, and there is no saved or bundled "
                + "copy."
        case .favoritesFailed(let reason): "Favourites could not be saved: \(reason)"
        case .seenFailed(let reason): "The giveaways seen so far could not be saved: \(reason)"
        case .onlyBundledCopy(let reason):
            "Only the bundled snapshot could be loaded"
                + (reason.map { " (\($0))" } ?? "")
                + ", so no giveaway was recorded as seen; try again when GamerPower answers."
        }
    }
}
