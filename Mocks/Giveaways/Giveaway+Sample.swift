import CleanAppsCore
import Foundation
import GiveawaysDomain

extension Giveaway {
    /// A giveaway for tests; only what a test names differs from the defaults.
    public static func sample(
        id: Int, title: String = "Sample Game", worthInCents: Int? = nil,
        type: String = "Game", platforms: [String] = ["PC"], users: Int = 100,
        published: TimeInterval = 0, endDate: Date? = nil, status: String = "Active"
    ) -> Giveaway {
        Giveaway(
            id: id, title: title, worthInCents: worthInCents,
            description: "About \(title)", instructions: "1. Claim it.",
            openURL: URL(string: "https://www.gamerpower.com/open/\(id)"),
            gamerPowerURL: URL(string: "https://www.gamerpower.com/\(id)"),
            publishedDate: Date(timeIntervalSince1970: published), type: type,
            platforms: platforms, endDate: endDate, users: users, status: status)
    }
}
