import CleanAppsCore
import CleanAppsTestSupport
import GiveawaysDomain
import Synchronization
import Testing

/// A giveaways repository whose answers the test sets; an answer not set fails the test.
public final class GiveawaysRepositorySpy: GiveawaysRepository, Sendable {
    private struct State {
        var giveaways: (@Sendable (GiveawayQuery) async throws -> Sourced<[Giveaway]>)?
        var giveaway: (@Sendable (Int) async throws -> Sourced<Giveaway>)?
        var worth: (@Sendable () async throws -> Sourced<GiveawayWorth>)?
        var queries: [GiveawayQuery] = []
        var detailIDs: [Int] = []
    }

    private let state = Mutex(State())

    /// Creates a spy with no answers set.
    public init() {}

    /// The answer to `giveaways(matching:)`.
    public func onGiveaways(
        _ answer: @escaping @Sendable (GiveawayQuery) async throws -> Sourced<[Giveaway]>
    ) {
        state.withLock { $0.giveaways = answer }
    }

    /// The answer to `giveaway(id:)`.
    public func onGiveaway(_ answer: @escaping @Sendable (Int) async throws -> Sourced<Giveaway>) {
        state.withLock { $0.giveaway = answer }
    }

    /// The answer to `worth()`.
    public func onWorth(_ answer: @escaping @Sendable () async throws -> Sourced<GiveawayWorth>) {
        state.withLock { $0.worth = answer }
    }

    /// Every query asked for, in order.
    public var queries: [GiveawayQuery] { state.withLock { $0.queries } }
    /// Every id whose details were asked for, in order.
    public var detailIDs: [Int] { state.withLock { $0.detailIDs } }

    /// Records `query` and returns the answer the test set.
    public func giveaways(matching query: GiveawayQuery) async throws -> Sourced<[Giveaway]> {
        let answer = state.withLock { state in
            state.queries.append(query)
            return state.giveaways
        }
        guard let answer else { throw Unimplemented.call("giveaways(matching:)") }
        return try await answer(query)
    }

    /// Records `id` and returns the answer the test set.
    public func giveaway(id: Int) async throws -> Sourced<Giveaway> {
        let answer = state.withLock { state in
            state.detailIDs.append(id)
            return state.giveaway
        }
        guard let answer else { throw Unimplemented.call("giveaway(id:)") }
        return try await answer(id)
    }

    /// Returns the answer the test set.
    public func worth() async throws -> Sourced<GiveawayWorth> {
        guard let answer = state.withLock({ $0.worth }) else {
            throw Unimplemented.call("worth()")
        }
        return try await answer()
    }
}
