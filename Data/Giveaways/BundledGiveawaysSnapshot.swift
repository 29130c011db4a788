import Foundation
import GiveawaysDomain

/// The GamerPower list bundled with CleanApps, for use when nothing else is available.
struct BundledGiveawaysSnapshot: Sendable {
    /// The decoded snapshot.
    struct Contents: Sendable {
        let giveaways: [Giveaway]
        /// When it was taken: the newest publication date in it.
        let takenAt: Date?

        /// A worth summary computed from the snapshot's items active at `date`.
        func worth(activeAt date: Date) -> GiveawayWorth {
            GiveawayWorth(counting: giveaways, activeAt: date)
        }
    }

    let url: URL?

    /// The snapshot, or nil when it is missing or unreadable.
    func load() -> Contents? {
        guard let url, let data = try? Foundation.Data(contentsOf: url),
            let giveaways = try? GiveawaysDecoding.list(from: data)
        else { return nil }
        return Contents(giveaways: giveaways, takenAt: giveaways.compactMap(\.publishedDate).max())
    }
}
