import CampaignsDomain
import CleanAppsCore

/// A jar source whose requests wait until the test releases them, counting how many are in
/// flight at once (for concurrency-cap tests; nothing sleeps).
///
/// A waiting request honours cancellation by throwing `CancellationError`.
public actor JarRequestGate: JarDetailsSource {
    private var waiting: [String: CheckedContinuation<JarDetails, any Error>] = [:]
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Requests running now.
    public private(set) var inFlight = 0
    /// The most requests ever running at once.
    public private(set) var maxInFlight = 0
    /// Jar ids in the order their requests started.
    public private(set) var started: [String] = []

    /// Creates a gate.
    public init() {}

    /// Jar ids whose requests are waiting to be released, sorted.
    public var waitingIDs: [String] { waiting.keys.sorted() }

    /// Waits at the gate, then answers for `jarID`.
    public func jarDetails(forJarID jarID: String) async throws -> JarDetails {
        inFlight += 1
        maxInFlight = max(maxInFlight, inFlight)
        started.append(jarID)
        defer { inFlight -= 1 }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting[jarID] = continuation
                    resumeWatchers()
                }
            }
        } onCancel: {
            Task { await self.cancel(jarID) }
        }
    }

    /// Lets the request for `jarID` finish with `result`.
    public func release(_ jarID: String, with result: Result<JarDetails, CampaignsError>) {
        waiting.removeValue(forKey: jarID)?.resume(with: result.mapError { $0 as any Error })
    }

    /// Returns once `count` requests wait (event-driven: never sleeps, never gives up early on
    /// a loaded machine; a test expecting requests that never come needs a time limit).
    public func waitForWaiting(_ count: Int) async {
        guard waiting.count < count else { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }

    private func resumeWatchers() {
        let ready = watchers.filter { $0.count <= waiting.count }
        watchers.removeAll { $0.count <= waiting.count }
        for watcher in ready { watcher.continuation.resume() }
    }

    private func cancel(_ jarID: String) {
        waiting.removeValue(forKey: jarID)?.resume(throwing: CancellationError())
    }
}
