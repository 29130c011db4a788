import CleanAppsCore

/// Loads the giveaways for a query (platform, kind, order).
public struct LoadGiveawaysUseCase: Sendable {
    private let repository: any GiveawaysRepository

    /// Creates the use case over a giveaways repository.
    public init(repository: any GiveawaysRepository) {
        self.repository = repository
    }

    /// The matching giveaways and where they came from.
    public func execute(_ query: GiveawayQuery) async throws -> Sourced<[Giveaway]> {
        try await repository.giveaways(matching: query)
    }
}

/// Loads one giveaway's details.
public struct GetGiveawayDetailsUseCase: Sendable {
    private let repository: any GiveawaysRepository

    /// Creates the use case over a giveaways repository.
    public init(repository: any GiveawaysRepository) {
        self.repository = repository
    }

    /// The giveaway with `id`; throws ``GiveawaysError/notFound(id:)`` when there is none.
    public func execute(id: Int) async throws -> Sourced<Giveaway> {
        try await repository.giveaway(id: id)
    }
}

/// Loads the "103 active giveaways worth $512.75" summary.
public struct LoadWorthUseCase: Sendable {
    private let repository: any GiveawaysRepository

    /// Creates the use case over a giveaways repository.
    public init(repository: any GiveawaysRepository) {
        self.repository = repository
    }

    /// The summary and where it came from.
    public func execute() async throws -> Sourced<GiveawayWorth> {
        try await repository.worth()
    }
}
