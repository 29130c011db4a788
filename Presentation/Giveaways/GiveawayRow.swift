import Foundation
import GiveawaysDomain

/// One giveaway as a list row shows it: display-ready texts.
public struct GiveawayRow: Equatable, Identifiable, Sendable {
    /// GamerPower's id.
    public let id: Int
    /// The title.
    public let title: String
    /// "PC, Steam".
    public let platforms: String
    /// The type, e.g. "Game" or "DLC".
    public let type: String
    /// "$4.99" or "N/A".
    public let worth: String
    /// "ends 2022-09-15 23:59 UTC", "ended …", or nil when no end date is known.
    public let ends: String?
    /// Whether it is a favourite.
    public let isFavorite: Bool
    /// The API still lists it, but its end date has passed or its status is not active.
    public let isExpired: Bool
    /// It appeared since the last visit to the list.
    public let isNew: Bool

    /// Builds the row for `giveaway` as of `now`.
    public init(_ giveaway: Giveaway, isFavorite: Bool, isNew: Bool = false, now: Date) {
        id = giveaway.id
        title = giveaway.title
        platforms = giveaway.platforms.joined(separator: ", ")
        type = giveaway.type
        worth = GiveawayFormatting.worth(giveaway.worthInCents)
        isExpired = !giveaway.isActive(at: now)
        ends = giveaway.endDate.map {
            ($0 > now ? "ends " : "ended ") + GiveawayFormatting.dateTime($0)
        }
        self.isFavorite = isFavorite
        self.isNew = isNew
    }
}
