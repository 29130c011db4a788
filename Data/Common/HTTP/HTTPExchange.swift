import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight: collects the response, enforces the size cap and resumes the caller
/// exactly once, whichever comes first (the response, an error, the deadline, cancellation).
///
/// NB: every `URLSessionTask` call (create, resume, cancel) goes through the client's serial
/// `control` queue, never the caller's thread: on Linux each one waits synchronously for
/// URLSession's single process-wide work queue, which libcurl keeps busy (it re-arms a timer
/// per received chunk), and blocking the two cooperative threads there stalled every deadline
/// timer and every other task for seconds. The caller is resumed at once either way.
final class HTTPExchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var outcome: Result<HTTPResponse, any Error>?
        var task: URLSessionDataTask?
        var timer: Task<Void, Never>?
        var statusCode = 0
        var headers: [String: String] = [:]
        var body = Data()
        /// The capacity reserved for `body`; never more than the cap.
        var reserved = 0
    }

    private let maxResponseBytes: Int
    private let control: DispatchQueue
    private let state = Mutex(State())

    init(maxResponseBytes: Int, control: DispatchQueue) {
        self.maxResponseBytes = max(0, maxResponseBytes)
        self.control = control
    }

    /// Whether the exchange has settled.
    var isFinished: Bool { state.withLock { $0.outcome != nil } }

    /// Stores the caller's continuation and starts the deadline timer; resumes at once and
    /// returns false when the exchange already settled (the caller was cancelled early).
    func attach(
        _ continuation: CheckedContinuation<HTTPResponse, any Error>,
        deadline: Duration,
        clock: any Clock<Duration>
    ) -> Bool {
        let earlyOutcome = state.withLock { state -> Result<HTTPResponse, any Error>? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            return nil
        }
        if let earlyOutcome {
            continuation.resume(with: earlyOutcome)
            return false
        }
        let timer = Task { [self] in
            do {
                try await clock.sleep(for: deadline)
            } catch {
                return
            }
            finish(.failure(HTTPClientError.timedOut))
        }
        let settled = state.withLock { state -> Bool in
            state.timer = timer
            return state.outcome != nil
        }
        if settled { timer.cancel() }
        return !settled
    }

    /// Records the transfer's task (on the control queue); false when the exchange settled
    /// meanwhile, in which case the task must not run.
    func started(_ task: URLSessionDataTask) -> Bool {
        state.withLock { state in
            guard state.outcome == nil else { return false }
            state.task = task
            return true
        }
    }

    /// Records the status and headers; false (the exchange fails) when the declared length is
    /// already over the cap.
    func receive(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(HTTPClientError.badData("not an HTTP response")))
            return false
        }
        if http.expectedContentLength > Int64(maxResponseBytes) {
            finish(.failure(tooLarge))
            return false
        }
        let headers = Self.lowercasedHeaders(of: http)
        state.withLock { state in
            state.statusCode = http.statusCode
            state.headers = headers
            if http.expectedContentLength > 0 {
                state.reserved = Int(http.expectedContentLength)
                state.body.reserveCapacity(state.reserved)
            }
        }
        return true
    }

    /// Appends a chunk of the body, failing the exchange as soon as it passes the cap.
    func receive(_ data: Data) {
        let overCap = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            let needed = state.body.count + data.count
            if needed > maxResponseBytes { return true }
            if needed > state.reserved {
                // NB: grow geometrically but never past the cap, so the buffer stays within it.
                state.reserved = min(maxResponseBytes, max(needed, state.reserved * 2, 64 * 1024))
                state.body.reserveCapacity(state.reserved)
            }
            state.body.append(data)
            return false
        }
        if overCap { finish(.failure(tooLarge)) }
    }

    /// Ends the exchange with the transfer's result: the collected response or a mapped error.
    func complete(error: (any Error)?, response: URLResponse?) {
        if let error {
            finish(.failure(HTTPClientError(transportError: error)))
            return
        }
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(HTTPClientError.badData("not an HTTP response")))
            return
        }
        let headers = Self.lowercasedHeaders(of: http)
        let result = state.withLock { state in
            HTTPResponse(statusCode: http.statusCode, headers: headers, body: state.body)
        }
        finish(.success(result))
    }

    /// Settles the exchange once (later calls are ignored) and resumes the caller at once.
    /// A failure also cancels the transfer, asynchronously on the control queue.
    func finish(_ outcome: Result<HTTPResponse, any Error>) {
        typealias Settled = (
            continuation: CheckedContinuation<HTTPResponse, any Error>?,
            timer: Task<Void, Never>?, task: URLSessionDataTask?
        )
        let settled = state.withLock { state -> Settled? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.timer = nil
                state.task = nil
                state.body = Data()
            }
            return (state.continuation, state.timer, state.task)
        }
        guard let settled else { return }
        settled.timer?.cancel()
        if case .failure = outcome, let task = settled.task {
            control.async { task.cancel() }
        }
        settled.continuation?.resume(with: outcome)
    }

    private var tooLarge: HTTPClientError {
        .badData("response larger than \(maxResponseBytes) bytes")
    }

    private static func lowercasedHeaders(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String else { continue }
            headers[name.lowercased()] = value as? String ?? "\(value)"
        }
        return headers
    }
}
