import WaterDomain

/// The preview ``WaterDomain/WaterSourcesClient`` (`cleanapps water --preview`): three sources near
/// Wilmington, North Carolina, kept in memory only, so nothing is ever written.
///
/// Sources A (100/54/0), B and C (0/0/0), as in the original demo's preview.
public actor PreviewWaterSourcesClient: WaterSourcesClient {
    /// The sources a preview starts with and ``reset()`` puts back.
    public static let startingSources: [WaterSource] = [
        WaterSource(
            id: "a", title: "Watersource A",
            location: GeoCoordinate(latitude: 34.2104, longitude: -77.8868),
            percentBoiled: 100, percentDisinfected: 54, percentFiltered: 0),
        WaterSource(
            id: "b", title: "Watersource B",
            location: GeoCoordinate(latitude: 33.9185, longitude: -78.0197)),
        WaterSource(
            id: "c", title: "Watersource C",
            location: GeoCoordinate(latitude: 34.7541, longitude: -77.4302)),
    ]

    private var sources: [WaterSource]
    private var previous: [[WaterSource]] = []

    /// A preview holding `sources` (default: ``startingSources``).
    public init(sources: [WaterSource] = PreviewWaterSourcesClient.startingSources) {
        self.sources = sources
    }

    /// Every source, in their stored order.
    public func load() async throws -> [WaterSource] {
        sources
    }

    /// Stores `source` in place of the one with its id, or appends it when there is none.
    public func save(_ source: WaterSource) async throws {
        if let index = sources.firstIndex(where: { $0.id == source.id }) {
            sources[index] = source
        } else {
            sources.append(source)
        }
    }

    /// Applies `change` to the stored source with `id` and stores the result in one step: the
    /// source is read again where changes are serialised (the store's lock), so a change made
    /// meanwhile by another screen or process to the same source is kept.
    public func update(
        id: WaterSource.ID, _ change: @escaping @Sendable (WaterSource) -> WaterSource
    ) async throws -> (before: WaterSource, after: WaterSource) {
        guard let index = sources.firstIndex(where: { $0.id == id }) else {
            throw WaterError.notFound(id: id)
        }
        let before = sources[index]
        sources[index] = change(before)
        return (before, sources[index])
    }

    /// Puts the starting sources back, forgetting every change; the sources it replaces are kept
    /// (the last three resets) for ``restorePreviousSources()``.
    public func reset() async throws {
        previous = Array((previous + [sources]).suffix(3))
        sources = Self.startingSources
    }

    /// The sources as they were before the last reset, or nil when none is kept.
    public func previousSources() async throws -> [WaterSource]? {
        previous.last
    }

    /// Puts the sources back as they were before the last reset and returns them (nil, and nothing
    /// changed, when none is kept); earlier resets stay for further undos.
    public func restorePreviousSources() async throws -> [WaterSource]? {
        guard let last = previous.popLast() else { return nil }
        sources = last
        return last
    }
}
