/// GamerPower's summary of what is on offer: "103 active giveaways worth $512.75".
public struct GiveawayWorth: Equatable, Sendable {
    public var activeGiveaways: Int
    /// The estimated total in US cents.
    public var worthInCents: Int

    public init(activeGiveaways: Int, worthInCents: Int) {
        self.activeGiveaways = activeGiveaways
        self.worthInCents = worthInCents
    }
}
