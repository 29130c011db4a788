import Domain
import Foundation

/// Turns GamerPower response bodies into entities.
enum GiveawaysDecoding {
    /// The giveaways in a list body; items without an id or title are skipped.
    ///
    /// - Throws: `DecodingError` when the body is not a JSON array.
    static func list(from body: Foundation.Data) throws -> [Giveaway] {
        try JSONDecoder().decode(LossyList<GiveawayDTO>.self, from: body).elements.compactMap {
            $0.toDomain()
        }
    }

    /// The giveaway in a `/giveaway?id=` body, or nil when it has no id or title.
    static func item(from body: Foundation.Data) throws -> Giveaway? {
        try JSONDecoder().decode(GiveawayDTO.self, from: body).toDomain()
    }

    /// The summary in a `/worth` body.
    static func worth(from body: Foundation.Data) throws -> GiveawayWorth {
        try JSONDecoder().decode(GiveawayWorthDTO.self, from: body).toDomain()
    }
}
