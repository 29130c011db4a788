import CleanAppsCore
import Foundation
import GiveawaysDomain

/// A giveaway as the scriptable commands print it with `--json` (snake_case keys).
///
/// NB: GamerPower keeps ended items "Active", so its word (`gamerpower_status`) and ours
/// (`expired`: the end date has passed or GamerPower does not say active) are two fields.
struct GiveawayJSON: Encodable {
    let id: Int
    let title: String
    let worthInCents: Int?
    let thumbnailUrl: URL?
    let imageUrl: URL?
    let description: String
    let instructions: String
    let openUrl: URL?
    let gamerpowerUrl: URL?
    let publishedDate: Date?
    let type: String
    let kind: String
    let platforms: [String]
    let endDate: Date?
    let users: Int
    let gamerpowerStatus: String
    let expired: Bool
    let isFavorite: Bool

    init(_ giveaway: Giveaway, isFavorite: Bool, now: Date) {
        id = giveaway.id
        title = giveaway.title
        worthInCents = giveaway.worthInCents
        thumbnailUrl = giveaway.thumbnailURL
        imageUrl = giveaway.imageURL
        description = giveaway.description
        instructions = giveaway.instructions
        openUrl = giveaway.openURL
        gamerpowerUrl = giveaway.gamerPowerURL
        publishedDate = giveaway.publishedDate
        type = giveaway.type
        kind = giveaway.kind.description
        platforms = giveaway.platforms
        endDate = giveaway.endDate
        users = giveaway.users
        gamerpowerStatus = giveaway.status
        expired = !giveaway.isActive(at: now)
        self.isFavorite = isFavorite
    }

    /// `items` as the `--json` text of a list.
    static func text(_ items: [GiveawayJSON]) -> String {
        CommandJSON.text(items)
    }

    /// `item` as the `--json` text of one giveaway.
    static func text(_ item: GiveawayJSON) -> String {
        CommandJSON.text(item)
    }
}
