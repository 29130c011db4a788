import CleanAppsCore

/// Loads the targeting options (live, or the bundled copy when the service fails).
public struct LoadTargetingUseCase: Sendable {
    private let repository: any MarketingRepository

    /// Creates the use case over `repository`.
    public init(repository: any MarketingRepository) {
        self.repository = repository
    }

    /// The targeting options in document order, with where they came from.
    ///
    /// - Throws: ``MarketingError/targetingUnavailable`` when no usable copy exists.
    public func execute() async throws -> Sourced<[TargetingSpecific]> {
        try await repository.targetingSpecifics()
    }
}
