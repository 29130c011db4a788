import CleanAppsCore
import CleanAppsTestSupport
import Synchronization
import Testing
import WaterDomain

/// The test value of `WaterSourcesClient`: every method fails the test unless the test
/// provides it, so each test declares exactly the dependencies it uses.
///
/// Calls are recorded (``loadCount``, ``savedSources``, ``resetCount``) whether or not they
/// were provided.
public final class WaterSourcesClientSpy: WaterSourcesClient, Sendable {
    /// The answer to ``load()``.
    public typealias Load = @Sendable () async throws -> [WaterSource]
    /// The answer to ``save(_:)``.
    public typealias Save = @Sendable (WaterSource) async throws -> Void
    /// The answer to ``reset()``.
    public typealias Reset = @Sendable () async throws -> Void
    /// The answer to ``previousSources()`` and ``restorePreviousSources()``.
    public typealias Previous = @Sendable () async throws -> [WaterSource]?

    private struct Calls {
        var loads = 0
        var saves: [WaterSource] = []
        var resets = 0
    }

    private let onLoad: Load?
    private let onSave: Save?
    private let onReset: Reset?
    private let onPrevious: Previous?
    private let onRestore: Previous?
    private let calls = Mutex(Calls())

    /// A client answering only the methods given; the others record an issue and throw.
    public init(
        load: Load? = nil, save: Save? = nil, reset: Reset? = nil, previous: Previous? = nil,
        restore: Previous? = nil
    ) {
        onLoad = load
        onSave = save
        onReset = reset
        onPrevious = previous
        onRestore = restore
    }

    /// How many times ``load()`` was called.
    public var loadCount: Int { calls.withLock { $0.loads } }
    /// Every source passed to ``save(_:)``, in order.
    public var savedSources: [WaterSource] { calls.withLock { $0.saves } }
    /// How many times ``reset()`` was called.
    public var resetCount: Int { calls.withLock { $0.resets } }

    /// Returns the answer the test set.
    public func load() async throws -> [WaterSource] {
        calls.withLock { $0.loads += 1 }
        guard let onLoad else { throw Unimplemented.call("WaterSourcesClient.load") }
        return try await onLoad()
    }

    /// Records `source` and returns as the test set.
    public func save(_ source: WaterSource) async throws {
        calls.withLock { $0.saves.append(source) }
        guard let onSave else { throw Unimplemented.call("WaterSourcesClient.save") }
        try await onSave(source)
    }

    /// Updates by ``load()`` then ``save(_:)``, both recorded and answered as the test set
    /// them; an unknown id throws `WaterError/notFound(id:)`.
    public func update(
        id: WaterSource.ID, _ change: @escaping @Sendable (WaterSource) -> WaterSource
    ) async throws -> (before: WaterSource, after: WaterSource) {
        guard let before = try await load().first(where: { $0.id == id }) else {
            throw WaterError.notFound(id: id)
        }
        let after = change(before)
        try await save(after)
        return (before, after)
    }

    /// Returns as the test set.
    public func reset() async throws {
        calls.withLock { $0.resets += 1 }
        guard let onReset else { throw Unimplemented.call("WaterSourcesClient.reset") }
        try await onReset()
    }

    /// Returns the answer the test set.
    public func previousSources() async throws -> [WaterSource]? {
        guard let onPrevious else {
            throw Unimplemented.call("WaterSourcesClient.previousSources")
        }
        return try await onPrevious()
    }

    /// Returns the answer the test set.
    public func restorePreviousSources() async throws -> [WaterSource]? {
        guard let onRestore else {
            throw Unimplemented.call("WaterSourcesClient.restorePreviousSources")
        }
        return try await onRestore()
    }
}

extension WaterSourcesClientSpy {
    /// A client whose `load` and `save` share `sources` in memory (save replaces by id or
    /// appends), for tests where one screen must see another's changes; `reset` stays
    /// unimplemented.
    public static func storing(_ sources: [WaterSource]) -> WaterSourcesClientSpy {
        let shared = SharedSources(sources)
        return WaterSourcesClientSpy(
            load: { shared.sources },
            save: { source in shared.save(source) })
    }
}

/// The sources behind ``WaterSourcesClientSpy/storing(_:)``.
private final class SharedSources: Sendable {
    private let stored: Mutex<[WaterSource]>

    init(_ sources: [WaterSource]) {
        stored = Mutex(sources)
    }

    var sources: [WaterSource] { stored.withLock { $0 } }

    func save(_ source: WaterSource) {
        stored.withLock { sources in
            if let index = sources.firstIndex(where: { $0.id == source.id }) {
                sources[index] = source
            } else {
                sources.append(source)
            }
        }
    }
}
