import Foundation
import MarketingDomain

extension SelectionDTO {
    /// The saved form of `progress`.
    public init(_ progress: MarketingProgress) {
        self.init(
            targets: progress.targetNames,
            packages: progress.selection.items.map { package in
                PackageDTO(
                    channelID: package.channelID.rawValue, channelName: package.channel.name,
                    index: package.index, price: package.price.description,
                    currency: package.currency, details: package.details)
            })
    }

    /// The progress this DTO saved.
    ///
    /// - Throws: ``MarketingDomain/MarketingError/unreadableSavedSelection`` for another version,
    ///   an invalid channel id, name, index, price or currency, or two packages of one channel.
    public func toDomain() throws(MarketingError) -> MarketingProgress {
        guard version == 1 else { throw .unreadableSavedSelection }
        var items: [MarketingPackage] = []
        for saved in packages {
            guard let id = try? ChannelID(validating: saved.channelID),
                let name = MarketingValues.displayText(saved.channelName),
                (0..<10_000).contains(saved.index),
                let price = MarketingValues.decimal(saved.price),
                MarketingValues.isValidPrice(price),
                let currency = MarketingValues.currency(saved.currency)
            else { throw .unreadableSavedSelection }
            items.append(
                MarketingPackage(
                    channel: Channel(id: id, name: name), index: saved.index, price: price,
                    currency: currency,
                    details: saved.details.compactMap(MarketingValues.displayText)))
        }
        guard let selection = try? Selection(items) else { throw .unreadableSavedSelection }
        return MarketingProgress(
            targetNames: targets.compactMap(MarketingValues.displayText), selection: selection)
    }
}
