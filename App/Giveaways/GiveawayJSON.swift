import CleanAppsCore
import Foundation
import GiveawaysDomain

/// A giveaway as the scriptable commands print it with `--json` (snake_case keys).
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
    let status: String
    let isFavorite: Bool

    init(_ giveaway: Giveaway, isFavorite: Bool) {
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
        status = giveaway.status
        self.isFavorite = isFavorite
    }
}
