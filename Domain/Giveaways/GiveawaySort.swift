import CleanAppsCore
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
        order(Array(giveaways.indices), of: giveaways).map { giveaways[$0] }
    }

    /// The positions `indices` of `giveaways`, in this order (ties: higher id first). Only
    /// small keys move inside the (linear-time radix) sort; giveaways are never copied.
    func order(_ indices: [Int], of giveaways: [Giveaway]) -> [Int] {
        var keys = indices.map { index in
            RadixSortKey(
                high: RadixSortKey.descending(primaryKey(giveaways[index])),
                low: RadixSortKey.descending(giveaways[index].id), index: index)
        }
        RadixSort.sort(&keys)
        return keys.map(\.index)
    }

    /// Larger first; dates are Doubles, worths and counts below 2^53 are exact in one.
    private func primaryKey(_ giveaway: Giveaway) -> Double {
        switch self {
        case .date: (giveaway.publishedDate ?? .distantPast).timeIntervalSinceReferenceDate
        case .value: Double(giveaway.worthInCents ?? -1)
        case .popularity: Double(giveaway.users)
        }
    }
}
