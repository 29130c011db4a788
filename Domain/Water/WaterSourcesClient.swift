/// Where the water sources are kept: the data directory (live) or memory (preview, tests).
///
/// Every method throws ``WaterError``; a failed save leaves the stored sources as they were.
public protocol WaterSourcesClient: Sendable {
    /// Every source, in their stored order.
    func load() async throws -> [WaterSource]
    /// Stores `source` in place of the one with its id, or appends it when there is none.
    func save(_ source: WaterSource) async throws
    /// Applies `change` to the stored source with `id` and stores the result in one step:
    /// the source is read again where changes are serialised (the store's lock), so a change
    /// made meanwhile by another screen or process to the same source is kept.
    ///
    /// Throws ``WaterError/notFound(id:)`` when no source has `id`.
    /// - Returns: the source as stored just before and just after the change.
    func update(
        id: WaterSource.ID, _ change: @escaping @Sendable (WaterSource) -> WaterSource
    ) async throws -> (before: WaterSource, after: WaterSource)
    /// Puts the starting sources back, forgetting every change; the sources it replaces are
    /// kept (the last three resets) for ``restorePreviousSources()``.
    func reset() async throws
    /// The sources as they were before the last reset, or nil when none is kept.
    func previousSources() async throws -> [WaterSource]?
    /// Puts the sources back as they were before the last reset and returns them (nil, and
    /// nothing changed, when none is kept); earlier resets stay for further undos.
    func restorePreviousSources() async throws -> [WaterSource]?
}
