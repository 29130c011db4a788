import Foundation
import GiveawaysDomain

/// The favourites file: the favourite giveaways, most recently added first.
struct FavoritesDocument: Codable, Sendable {
    var favorites: [FavoriteGiveawayDTO] = []
}

/// A favourite as stored: a copy of the giveaway, so the list works offline.
struct FavoriteGiveawayDTO: Codable, Sendable {
    var id: Int
    var title: String
    var worthInCents: Int?
    var thumbnailURL: URL?
    var imageURL: URL?
    var description: String
    var instructions: String
    var openURL: URL?
    var gamerPowerURL: URL?
    var publishedDate: Date?
    var type: String
    var platforms: [String]
    var endDate: Date?
    var users: Int
    var status: String
}

extension FavoriteGiveawayDTO {
    init(_ giveaway: Giveaway) {
        self.init(
            id: giveaway.id, title: giveaway.title, worthInCents: giveaway.worthInCents,
            thumbnailURL: giveaway.thumbnailURL, imageURL: giveaway.imageURL,
            description: giveaway.description, instructions: giveaway.instructions,
            openURL: giveaway.openURL, gamerPowerURL: giveaway.gamerPowerURL,
            publishedDate: giveaway.publishedDate, type: giveaway.type,
            platforms: giveaway.platforms, endDate: giveaway.endDate, users: giveaway.users,
            status: giveaway.status)
    }

    func toDomain() -> Giveaway {
        Giveaway(
            id: id, title: title, worthInCents: worthInCents, thumbnailURL: thumbnailURL,
            imageURL: imageURL, description: description, instructions: instructions,
            openURL: openURL, gamerPowerURL: gamerPowerURL, publishedDate: publishedDate,
            type: type, platforms: platforms, endDate: endDate, users: users, status: status)
    }
}
