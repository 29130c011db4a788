import Foundation

/// One monthly package of a channel, derived from the channel document's fee at ``index``.
public struct MarketingPackage: Equatable, Identifiable, Sendable {
    /// Identifies a package by its channel and its position in the channel document.
    public struct ID: Hashable, Sendable {
        /// The channel the package belongs to.
        public let channelID: ChannelID
        /// The 0-based position of the fee in the channel document.
        public let index: Int

        /// Creates the id of the fee at `index` of `channelID`.
        public init(channelID: ChannelID, index: Int) {
            self.channelID = channelID
            self.index = index
        }
    }

    /// The channel offering the package.
    public let channel: Channel
    /// The 0-based position of the fee in the channel document.
    public let index: Int
    /// The monthly price.
    public let price: Decimal
    /// The ISO 4217 code of ``price``.
    public let currency: String
    /// The feature lines, trimmed, in document order.
    public let details: [String]

    /// Creates the package for the fee at `index` of `channel`.
    public init(channel: Channel, index: Int, price: Decimal, currency: String, details: [String]) {
        self.channel = channel
        self.index = index
        self.price = price
        self.currency = currency
        self.details = details
    }

    /// The channel id and fee position.
    public var id: ID { ID(channelID: channel.id, index: index) }
    /// The channel's id.
    public var channelID: ChannelID { channel.id }
    /// The 1-based number shown to the user.
    public var number: Int { index + 1 }
    /// "<Channel> Package <n>", e.g. "Facebook Package 2".
    public var name: String { "\(channel.name) Package \(number)" }
    /// "Monthly package for <Channel>", the original's description line.
    public var summary: String { "Monthly package for \(channel.name)" }
    /// The price with its currency.
    public var cost: Money { Money(amount: price, currency: currency) }
}
