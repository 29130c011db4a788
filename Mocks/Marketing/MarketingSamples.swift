import CleanAppsCore
import Foundation
import MarketingDomain
import Testing

/// Channels, packages and targets shaped like the real npoint data, for tests.
public enum MarketingSamples {
    /// The real Facebook channel (`0af1bfee844a7003cec5`).
    public static let facebook = channel("0af1bfee844a7003cec5", "Facebook")
    /// The real Linkedin channel (`9a464cbf5bf479321862`).
    public static let linkedin = channel("9a464cbf5bf479321862", "Linkedin")
    /// The real Twitter channel (`66a8bfaafccc4b2c2a9a`).
    public static let twitter = channel("66a8bfaafccc4b2c2a9a", "Twitter")
    /// The real Instagram channel (`2ebf381815ca49157fd6`).
    public static let instagram = channel("2ebf381815ca49157fd6", "Instagram")
    /// The real Google AdWords channel (`2499f739821b5ab3dcd6`).
    public static let adWords = channel("2499f739821b5ab3dcd6", "Google AdWords")
    /// The real SEO channel (`9789d17ffaf4432dcce0`).
    public static let seo = channel("9789d17ffaf4432dcce0", "SEO")

    /// Location, Age, Events, Industry and Keywords with their real channels, in document order.
    public static let targets: [TargetingSpecific] = [
        TargetingSpecific(
            name: "Location", channels: [facebook, linkedin, twitter, instagram, adWords]),
        TargetingSpecific(
            name: "Age", channels: [facebook, linkedin, twitter, instagram, adWords]),
        TargetingSpecific(name: "Events", channels: [facebook, twitter]),
        TargetingSpecific(name: "Industry", channels: [linkedin, seo]),
        TargetingSpecific(name: "Keywords", channels: [adWords, seo]),
    ]

    /// A validated channel id; records an issue (and returns Facebook's) when `text` is invalid.
    public static func id(_ text: String) -> ChannelID {
        if let id = try? ChannelID(validating: text) { return id }
        Issue.record("Invalid sample channel id \(text)")
        return facebookID
    }

    /// A channel with a validated id.
    public static func channel(_ id: String, _ name: String) -> Channel {
        Channel(id: Self.id(id), name: name)
    }

    /// The package at `index` of `channel`.
    public static func package(
        _ channel: Channel, _ index: Int, price: Decimal, currency: String = "EUR",
        details: [String] = ["Campaign setup", "Email support"]
    ) -> MarketingPackage {
        MarketingPackage(
            channel: channel, index: index, price: price, currency: currency, details: details)
    }

    /// Packages numbered 1…`prices.count` of `channel`, in EUR.
    public static func packages(_ channel: Channel, prices: [Decimal]) -> [MarketingPackage] {
        prices.enumerated().map { package(channel, $0.offset, price: $0.element) }
    }

    private static let facebookID: ChannelID = {
        // NB: a literal known to be valid; the optional is only there to avoid a force unwrap.
        guard let id = try? ChannelID(validating: "0af1bfee844a7003cec5") else {
            preconditionFailure("the Facebook sample id is valid")
        }
        return id
    }()
}
