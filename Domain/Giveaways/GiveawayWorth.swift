import Foundation

/// GamerPower's summary of what is on offer: "103 active giveaways worth $512.75".
public struct GiveawayWorth: Equatable, Sendable {
    /// How many giveaways are active.
    public var activeGiveaways: Int
    /// The estimated total in US cents.
    public var worthInCents: Int

    /// Creates a summary.
    public init(activeGiveaways: Int, worthInCents: Int) {
        self.activeGiveaways = activeGiveaways
        self.worthInCents = worthInCents
    }

    /// The summary counted from `giveaways`: those active at `date` and their known worth.
    public init(counting giveaways: [Giveaway], activeAt date: Date) {
        let active = giveaways.filter { $0.isActive(at: date) }
        self.init(
            activeGiveaways: active.count,
            worthInCents: active.reduce(0) { $0 + ($1.worthInCents ?? 0) })
    }
}
