/// Where the water sources are kept: the data directory (live) or memory (preview, tests).
///
/// Every method throws ``WaterError``; a failed save leaves the stored sources as they were.
public protocol WaterSourcesClient: Sendable {
    /// Every source, in their stored order.
    func load() async throws -> [WaterSource]
    /// Stores `source` in place of the one with its id, or appends it when there is none.
    func save(_ source: WaterSource) async throws
    /// Puts the starting sources back, forgetting every change.
    func reset() async throws
}
