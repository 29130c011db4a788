import Domain

/// A jar source whose requests wait until the test releases them, counting how many are in
/// flight at once (for concurrency-cap tests; nothing sleeps).
///
/// A waiting request honours cancellation by throwing `CancellationError`.
public actor JarRequestGate: JarDetailsSource {
    private var waiting: [String: CheckedContinuation<JarDetails, any Error>] = [:]
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

    /// Yields (never sleeps) until `count` requests wait, giving up after a bounded number of
    /// yields so a wrong expectation fails instead of hanging.
    public func waitForWaiting(_ count: Int) async {
        for _ in 0..<20_000 where waiting.count < count {
            await Task.yield()
        }
    }

    private func cancel(_ jarID: String) {
        waiting.removeValue(forKey: jarID)?.resume(throwing: CancellationError())
    }
}
