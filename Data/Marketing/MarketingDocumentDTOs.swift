import Foundation
import MarketingDomain

/// One entry of the npoint targeting document: `{"target", "available_channels"}`.
struct TargetingSpecificDTO: Decodable, Sendable {
    let target: String
    let availableChannels: [AvailableChannelDTO]

    enum CodingKeys: String, CodingKey {
        case target
        case availableChannels = "available_channels"
    }
}

/// A channel named by a target: `{"channel", "channel_id"}`.
struct AvailableChannelDTO: Decodable, Sendable {
    let channel: String
    let channelID: String

    enum CodingKeys: String, CodingKey {
        case channel
        case channelID = "channel_id"
    }
}

/// A channel's npoint document: `{"channel", "monthly_fees": [...]}`.
struct ChannelDocumentDTO: Decodable, Sendable {
    let channel: String?
    let monthlyFees: [MonthlyFeeDTO]

    enum CodingKeys: String, CodingKey {
        case channel
        case monthlyFees = "monthly_fees"
    }
}

/// One monthly fee: `{"price", "details", "currency"}`.
struct MonthlyFeeDTO: Decodable, Sendable {
    let price: PriceDTO
    let details: [String]?
    let currency: String
}

/// A price written as a JSON number or a numeric string such as "140.50".
struct PriceDTO: Decodable, Sendable {
    let value: Decimal

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Decimal.self) {
            value = number
        } else if let text = try? container.decode(String.self),
            let number = MarketingValues.decimal(text)
        {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "price is neither a number nor a numeric string")
        }
    }
}
