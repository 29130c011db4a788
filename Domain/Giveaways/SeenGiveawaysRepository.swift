/// The ids of the giveaways `giveaways new` has already listed, kept between runs.
public protocol SeenGiveawaysRepository: Sendable {
    /// Adds `ids` to the seen ids in one step (so two processes never lose each other's ids)
    /// and returns the ids seen before the call: nil when nothing was ever recorded (the
    /// first run). Throws ``GiveawaysError/seenFailed(_:)`` when the ids cannot be saved.
    func recordSeen(_ ids: [Int]) async throws -> Set<Int>?
}
