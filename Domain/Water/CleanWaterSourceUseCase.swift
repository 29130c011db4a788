/// What cleaning a step did.
public struct CleaningResult: Equatable, Sendable {
    /// The source as it is now stored.
    public var source: WaterSource
    /// Whether the step was below 100 and has been saved at 100.
    public var didChange: Bool
    /// Whether this cleaning made the water safe (it was contaminated before).
    public var becameSafe: Bool

    /// Creates a result.
    public init(source: WaterSource, didChange: Bool, becameSafe: Bool) {
        self.source = source
        self.didChange = didChange
        self.becameSafe = becameSafe
    }
}

/// Sets one sanitization step (or all three) of a source to 100 and saves it.
///
/// The step is set on the source as stored at the moment of saving (an update under the
/// client's lock, not a save of a copy read earlier), so a change made elsewhere (another
/// screen, a `cleanapps water clean` in another terminal) is kept, even to the same source.
/// A step already at 100 is not saved again. When the save fails the error is rethrown and
/// nothing has changed.
public struct CleanWaterSourceUseCase: Sendable {
    private let sources: any WaterSourcesClient

    /// Creates the use case over `sources`.
    public init(sources: any WaterSourcesClient) {
        self.sources = sources
    }

    /// Cleans `step` of the source with `id`; throws ``WaterError/notFound(id:)`` or the
    /// client's error.
    public func execute(id: WaterSource.ID, step: SanitizationStep) async throws -> CleaningResult {
        let source = try await FindWaterSourceUseCase(sources: sources).execute(id: id)
        guard !source.isComplete(step) else {
            return CleaningResult(source: source, didChange: false, becameSafe: false)
        }
        let (before, after) = try await sources.update(id: id) { $0.cleaned(step) }
        return CleaningResult(
            source: after, didChange: after != before,
            becameSafe: before.isContaminated && after.isSafe)
    }
}
