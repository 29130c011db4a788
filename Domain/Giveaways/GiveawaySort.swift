import Foundation

/// The orders the giveaways list can be shown in.
public enum GiveawaySort: String, CaseIterable, Equatable, Sendable {
    /// Newest first (the default).
    case date
    /// Highest worth first; unknown worth last.
    case value
    /// Most claimed first.
    case popularity

    /// Sorts `giveaways` in this order; ties keep the newer (higher id) first.
    public func sorted(_ giveaways: [Giveaway]) -> [Giveaway] {
        giveaways.sorted { lhs, rhs in
            switch self {
            case .date:
                let left = lhs.publishedDate ?? .distantPast
                let right = rhs.publishedDate ?? .distantPast
                if left != right { return left > right }
            case .value:
                let left = lhs.worthInCents ?? -1
                let right = rhs.worthInCents ?? -1
                if left != right { return left > right }
            case .popularity:
                if lhs.users != rhs.users { return lhs.users > rhs.users }
            }
            return lhs.id > rhs.id
        }
    }
}
