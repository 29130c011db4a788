import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain

/// Deterministic giveaways shaped like GamerPower's: titles, platforms, kinds, dates, worth.
enum GiveawayFixtures {
    private static let adjectives = [
        "Dark", "Lost", "Eternal", "Galactic", "Hidden", "Crimson", "Silent", "Iron", "Neon",
        "Ancient", "Frozen", "Wild", "Broken", "Golden", "Savage", "Mystic", "Rogue", "Solar",
    ]
    private static let nouns = [
        "Kingdom", "Legends", "Frontier", "Odyssey", "Tactics", "Survivors", "Dungeon", "Racer",
        "Empire", "Chronicles", "Hunter", "Colony", "Arena", "Quest", "Station", "Knights",
    ]
    private static let suffixes = [
        "Giveaway", "Key Giveaway", "DLC Giveaway", "Starter Pack", "Beta Key", "(Epic Games)",
        "Steam Key", "Loot Bundle",
    ]
    private static let platformSets: [[String]] = [
        ["PC", "Steam"], ["PC", "Epic Games Store"], ["PC", "GOG", "DRM-Free"], ["Android"],
        ["iOS"], ["PlayStation 5", "PlayStation 4"], ["Xbox One", "Xbox Series X|S"],
        ["Nintendo Switch"], ["PC", "Itch.io", "DRM-Free"], ["PC", "Ubisoft"],
    ]
    private static let types = ["Game", "DLC", "Early Access"]

    /// `count` giveaways from a fixed seed.
    static func make(count: Int, seed: UInt64 = 42) -> [Giveaway] {
        var random = SeededGenerator(seed: seed)
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        return (0..<count).map { index in
            let title =
                "\(random.pick(adjectives)) \(random.pick(nouns)) "
                + "\(Int.random(in: 1...9, using: &random)) \(random.pick(suffixes))"
            let hasWorth = Int.random(in: 0..<4, using: &random) > 0
            return Giveaway(
                id: 100_000 + index, title: title,
                worthInCents: hasWorth ? Int.random(in: 0...5_999, using: &random) : nil,
                description: "Grab \(title) for free while it lasts.",
                publishedDate: base.addingTimeInterval(
                    Double(Int.random(in: -40_000_000...0, using: &random))),
                type: random.pick(types), platforms: random.pick(platformSets),
                users: Int.random(in: 0...200_000, using: &random), status: "Active")
        }
    }
}
