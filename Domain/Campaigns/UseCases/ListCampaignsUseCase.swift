/// Lists the saved campaigns, oldest first.
public struct ListCampaignsUseCase: Sendable {
    private let repository: any CampaignsRepository

    /// Creates the use case.
    public init(repository: any CampaignsRepository) {
        self.repository = repository
    }

    /// The campaigns, ordered by creation time (ties keep the stored order).
    public func execute() async throws -> [Campaign] {
        let campaigns = try await repository.campaigns()
        return campaigns.enumerated().sorted {
            ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset)
        }.map(\.element)
    }
}
