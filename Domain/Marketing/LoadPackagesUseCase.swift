import CleanAppsCore

/// Loads the packages of one channel (live, or the bundled copy when the service fails).
public struct LoadPackagesUseCase: Sendable {
    private let repository: any MarketingRepository

    /// Creates the use case over `repository`.
    public init(repository: any MarketingRepository) {
        self.repository = repository
    }

    /// The packages of `channel` in document order; empty when none are known.
    public func execute(channel: Channel) async throws -> Sourced<[MarketingPackage]> {
        try await repository.packages(of: channel)
    }
}
