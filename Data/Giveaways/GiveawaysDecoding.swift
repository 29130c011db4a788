import Foundation
import GiveawaysDomain

/// Turns GamerPower response bodies into entities.
enum GiveawaysDecoding {
    /// The giveaways in a list body; items without an id or title are skipped.
    ///
    /// - Throws: `DecodingError` when the body is not a JSON array in UTF-8.
    static func list(from body: Foundation.Data) throws -> [Giveaway] {
        try decoder(for: body).decode(LossyList<GiveawayDTO>.self, from: body).elements
            .compactMap { $0.toDomain() }
    }

    /// The giveaway in a `/giveaway?id=` body, or nil when it has no id or title.
    static func item(from body: Foundation.Data) throws -> Giveaway? {
        try decoder(for: body).decode(GiveawayDTO.self, from: body).toDomain()
    }

    /// The summary in a `/worth` body.
    static func worth(from body: Foundation.Data) throws -> GiveawayWorth {
        try decoder(for: body).decode(GiveawayWorthDTO.self, from: body).toDomain()
    }

    /// A decoder for `body`, after checking that it is UTF-8 as JSON must be.
    ///
    /// NB: JSONDecoder does not validate strings it skips, so a list whose only element is
    /// invalid UTF-8 decoded as an empty list and replaced a good cached response.
    private static func decoder(for body: Foundation.Data) throws -> JSONDecoder {
        guard String(validating: body, as: UTF8.self) != nil else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "not valid UTF-8"))
        }
        return JSONDecoder()
    }
}
