import Foundation
import GiveawaysDomain

/// GamerPower's `/worth` object: `{"active_giveaways_number": 103, "worth_estimation_usd": "512.75"}`.
struct GiveawayWorthDTO: Decodable, Sendable {
    let activeGiveaways: Int
    let worthInCents: Int

    enum CodingKeys: String, CodingKey {
        case activeGiveaways = "active_giveaways_number"
        case worth = "worth_estimation_usd"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let count = try? container.decode(Int.self, forKey: .activeGiveaways) {
            activeGiveaways = count
        } else {
            let text = try container.decode(String.self, forKey: .activeGiveaways)
            guard let count = Int(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .activeGiveaways, in: container, debugDescription: "not a count")
            }
            activeGiveaways = count
        }
        // NB: the API sends the amount as a string; accept a number too.
        let text: String
        if let string = try? container.decode(String.self, forKey: .worth) {
            text = string
        } else {
            text = "\(try container.decode(Decimal.self, forKey: .worth))"
        }
        guard let cents = GamerPowerFormat.cents(fromAmount: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .worth, in: container, debugDescription: "not an amount: \(text)")
        }
        worthInCents = cents
    }

    func toDomain() -> GiveawayWorth {
        GiveawayWorth(activeGiveaways: max(activeGiveaways, 0), worthInCents: worthInCents)
    }
}
