import CleanAppsCore
import Foundation
import MarketingDomain

/// A channel as the commands print it with `--json`.
struct MarketingChannelJSON: Encodable {
    let id: String
    let name: String

    init(_ channel: Channel) {
        id = channel.id.rawValue
        name = channel.name
    }
}

/// A targeting option with its channels.
struct MarketingTargetJSON: Encodable {
    let name: String
    let channels: [MarketingChannelJSON]

    init(_ target: TargetingSpecific) {
        name = target.name
        channels = target.channels.map(MarketingChannelJSON.init)
    }
}

/// One package; the price is a decimal string with two places (never a binary float).
struct MarketingPackageJSON: Encodable {
    let number: Int
    let name: String
    let channel: MarketingChannelJSON
    let price: String
    let currency: String
    let details: [String]

    init(_ package: MarketingPackage) {
        number = package.number
        name = package.name
        channel = MarketingChannelJSON(package.channel)
        price = MarketingAmount.text(package.cost)
        currency = package.currency
        details = package.details
    }
}

/// `packages CHANNEL --json`: the channel and its packages in document order.
struct MarketingPackagesJSON: Encodable {
    let channel: MarketingChannelJSON
    let packages: [MarketingPackageJSON]

    init(channel: Channel, packages: [MarketingPackage]) {
        self.channel = MarketingChannelJSON(channel)
        self.packages = packages.map(MarketingPackageJSON.init)
    }
}

/// `review --select … --json`: the selection in the order given, totals per currency.
struct MarketingReviewJSON: Encodable {
    struct Total: Encodable {
        let amount: String
        let currency: String
    }

    let items: [MarketingPackageJSON]
    let totals: [Total]
    let total: String
    let summary: String

    init(_ selection: Selection) {
        items = selection.items.map(MarketingPackageJSON.init)
        totals = selection.totals.map {
            Total(amount: MarketingAmount.text($0), currency: $0.currency)
        }
        total = selection.formattedTotal
        summary = selection.summary
    }
}

/// The amount of a ``Money`` for JSON, without grouping or currency, e.g. "12150.00".
enum MarketingAmount {
    static func text(_ money: Money) -> String { money.plainAmount }
}
