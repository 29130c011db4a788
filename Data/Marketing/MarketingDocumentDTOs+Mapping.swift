import Foundation
import MarketingDomain

extension TargetingSpecificDTO {
    /// The targeting document as entities.
    ///
    /// - Throws: ``MarketingDocumentError`` for an empty document, an empty name, or any
    ///   invalid channel id (the whole document is refused: no request is built from it).
    static func targetingSpecifics(from dtos: [TargetingSpecificDTO]) throws
        -> [TargetingSpecific]
    {
        guard !dtos.isEmpty else { throw MarketingDocumentError(reason: "no targets") }
        var seenNames = Set<String>()
        return try dtos.map { dto in
            guard let name = MarketingValues.displayText(dto.target),
                seenNames.insert(name).inserted
            else { throw MarketingDocumentError(reason: "a target has no or a repeated name") }
            let channels = try dto.availableChannels.map { channel in
                guard let channelName = MarketingValues.displayText(channel.channel) else {
                    throw MarketingDocumentError(reason: "a channel has no name")
                }
                guard let id = try? ChannelID(validating: channel.channelID) else {
                    throw MarketingDocumentError(reason: "a channel id is invalid")
                }
                return Channel(id: id, name: channelName)
            }
            return TargetingSpecific(name: name, channels: channels)
        }
    }
}

extension ChannelDocumentDTO {
    /// The packages derived from the fees, as the original does: fee *i* becomes
    /// "<Channel> Package <i+1>" with its price, currency and trimmed detail lines.
    ///
    /// The requesting `channel` names the packages (the document's own name is ignored, as
    /// the original copies the requesting channel over). Details are kept as separate lines
    /// (the original joined and re-split them on ", ", breaking details containing ", ").
    /// - Throws: ``MarketingDocumentError`` for a negative or absurd price or a currency that
    ///   is not three letters (the whole document is refused).
    func packages(for channel: Channel) throws -> [MarketingPackage] {
        try monthlyFees.enumerated().map { index, fee in
            guard MarketingValues.isValidPrice(fee.price.value) else {
                throw MarketingDocumentError(reason: "a price is out of range")
            }
            guard let currency = MarketingValues.currency(fee.currency) else {
                throw MarketingDocumentError(reason: "a currency is not an ISO code")
            }
            return MarketingPackage(
                channel: channel, index: index, price: fee.price.value, currency: currency,
                details: (fee.details ?? []).compactMap(MarketingValues.displayText))
        }
    }
}
