import Foundation

/// The three kinds GamerPower's `type` filter knows, plus anything else it may send.
public enum GiveawayKind: Equatable, Hashable, Sendable {
    /// Full games ("Game", "Full Game").
    case game
    /// In-game items and DLC ("DLC", "Loot").
    case loot
    /// Early access and betas ("Early Access", "Beta").
    case beta
    /// Any other type.
    case other

    /// The kinds a user can filter by, in menu order.
    public static let filterable: [GiveawayKind] = [.game, .loot, .beta]

    /// Reads the API's `type` text.
    public init(apiType: String) {
        switch apiType.lowercased() {
        case "game", "full game": self = .game
        case "dlc", "loot", "in-game loot": self = .loot
        case "early access", "beta": self = .beta
        default: self = .other
        }
    }

    /// The value of the API's `type` parameter for this kind (nil for ``other``).
    public var apiValue: String? {
        switch self {
        case .game: "game"
        case .loot: "loot"
        case .beta: "beta"
        case .other: nil
        }
    }

    /// Reads a user's or the API's filter word: `game`, `loot`, `beta`, or a type name the
    /// list shows (`dlc`, `early-access`, `"Early Access"`, `full-game`, `other`).
    public init?(filterName: String) {
        let name = filterName.lowercased().replacingOccurrences(of: "-", with: " ")
            .replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
        switch name {
        case "other": self = .other
        case "game", "full game", "dlc", "loot", "in game loot", "early access", "beta":
            self = GiveawayKind(apiType: name == "in game loot" ? "in-game loot" : name)
        default: return nil
        }
    }
}
