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
        // Sort small keys, then gather once: whole giveaways are not moved inside the sort.
        var keys = giveaways.indices.map { index in
            SortKey(primary: primaryKey(giveaways[index]), id: giveaways[index].id, index: index)
        }
        keys.sort { lhs, rhs in
            if lhs.primary != rhs.primary { return lhs.primary > rhs.primary }
            return lhs.id > rhs.id
        }
        return keys.map { giveaways[$0.index] }
    }

    private struct SortKey {
        var primary: Double
        var id: Int
        var index: Int
    }

    /// Larger first; every value is exact in a Double (dates are Doubles, counts < 2^53).
    private func primaryKey(_ giveaway: Giveaway) -> Double {
        switch self {
        case .date: (giveaway.publishedDate ?? .distantPast).timeIntervalSinceReferenceDate
        case .value: Double(giveaway.worthInCents ?? -1)
        case .popularity: Double(giveaway.users)
        }
    }
}
