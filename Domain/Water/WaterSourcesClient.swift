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
    /// Puts the starting sources back, forgetting every change.
    func reset() async throws
}
