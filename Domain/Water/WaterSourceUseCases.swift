/// Lists every water source.
public struct LoadWaterSourcesUseCase: Sendable {
    private let sources: any WaterSourcesClient

    /// Creates the use case over `sources`.
    public init(sources: any WaterSourcesClient) {
        self.sources = sources
    }

    /// The sources, in their stored order.
    public func execute() async throws -> [WaterSource] {
        try await sources.load()
    }
}

/// Finds one water source by its id.
public struct FindWaterSourceUseCase: Sendable {
    private let sources: any WaterSourcesClient

    /// Creates the use case over `sources`.
    public init(sources: any WaterSourcesClient) {
        self.sources = sources
    }

    /// The source with `id`; throws ``WaterError/notFound(id:)`` when there is none.
    public func execute(id: WaterSource.ID) async throws -> WaterSource {
        guard let source = try await sources.load().first(where: { $0.id == id }) else {
            throw WaterError.notFound(id: id)
        }
        return source
    }
}

/// Puts the starting water sources back, forgetting every change.
public struct ResetWaterSourcesUseCase: Sendable {
    private let sources: any WaterSourcesClient

    /// Creates the use case over `sources`.
    public init(sources: any WaterSourcesClient) {
        self.sources = sources
    }

    /// Resets, then returns the sources as they now are.
    public func execute() async throws -> [WaterSource] {
        try await sources.reset()
        return try await sources.load()
    }
}

/// Puts the water progress back as it was before the last reset.
public struct UndoWaterResetUseCase: Sendable {
    private let sources: any WaterSourcesClient

    /// Creates the use case over `sources`.
    public init(sources: any WaterSourcesClient) {
        self.sources = sources
    }

    /// The sources an undo would put back, or nil when no reset is kept.
    public func preview() async throws -> [WaterSource]? {
        try await sources.previousSources()
    }

    /// Puts the previous sources back and returns them.
    ///
    /// - Throws: ``WaterError/nothingToUndo`` when no reset is kept; the client's errors.
    public func execute() async throws -> [WaterSource] {
        guard let restored = try await sources.restorePreviousSources() else {
            throw WaterError.nothingToUndo
        }
        return restored
    }
}
