import CleanAppsDataCore
import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight: collects the response, enforces the size cap and the redirect
/// policy, and resumes the caller exactly once, whichever comes first (the response, an
/// error, the deadline, cancellation).
///
/// NB: every `URLSessionTask` call (create, resume, cancel) goes through the client's serial
/// `control` queue, never the caller's thread: on Linux each one waits for FoundationNetworking's
/// one process-wide work queue, which libcurl keeps busy, and blocking the cooperative threads
/// there stalled every deadline timer and every other task for seconds. The caller is resumed
/// at once either way.
///
/// NB: `control` is also the session's delegate queue, so a cancel never runs while the
/// delegate answers a redirect, and once a cancel is decided no redirect is answered any more
/// (see ``redirect(_:)``): on Linux FoundationNetworking traps ("Received callback for HTTP
/// redirection, but we're not waiting for it") when a redirect answer reaches a task that a
/// cancel reached first, and it asks the delegate only after it has moved the task to waiting
/// for that answer.
final class URLSessionExchange: Sendable {
    /// How the delegate answers FoundationNetworking's redirect question.
    enum RedirectAnswer: Sendable {
        /// Answer with this request (follow) or nil (the 3xx response ends the transfer).
        case answer(URLRequest?)
        /// Do not answer: the task is being cancelled, and the cancel ends it.
        case withhold
    }

    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var outcome: Result<HTTPResponse, any Error>?
        var task: URLSessionDataTask?
        /// Whether the task is (to be) cancelled; from then on no redirect is answered.
        var cancelsTheTask = false
        var timer: Task<Void, Never>?
        /// The request of the current hop (the original one until a redirect is followed).
        var current: HTTPRequest
        var followed = 0
        var body = Data()
    }

    private let maxResponseBytes: Int
    private let idleTimeout: TimeInterval
    private let control: OperationQueue
    private let state: Mutex<State>

    init(request: HTTPRequest, idleTimeout: TimeInterval, control: OperationQueue) {
        self.maxResponseBytes = max(0, request.maxResponseBytes)
        self.idleTimeout = idleTimeout
        self.control = control
        self.state = Mutex(State(current: request))
    }

    /// Whether the exchange has settled.
    var isFinished: Bool { state.withLock { $0.outcome != nil } }

    /// Stores the caller's continuation and starts the deadline timer on `clock`; resumes at
    /// once and returns false when the exchange already settled (the caller was cancelled).
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

    /// Starts a new body for `response`; false (the exchange fails) when it is not HTTP or its
    /// declared length is already over the cap.
    func receive(_ response: URLResponse) -> Bool {
        guard response is HTTPURLResponse else {
            finish(.failure(HTTPClientError.badData("no valid HTTP response")))
            return false
        }
        if response.expectedContentLength > Int64(maxResponseBytes) {
            finish(.failure(tooLarge))
            return false
        }
        state.withLock { $0.body = Data() }
        return true
    }

    /// Appends a piece of the body, failing the exchange as soon as the body passes the cap.
    func receive(_ data: Data) {
        let overCap = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            guard state.body.count + data.count <= maxResponseBytes else { return true }
            state.body.append(data)
            return false
        }
        if overCap { finish(.failure(tooLarge)) }
    }

    /// How to answer FoundationNetworking's redirect question for `response` (on the control
    /// queue): the request to follow it with, or nil to stop there (nil either delivers
    /// `response`, not a redirect, or ends a refused redirect after failing the exchange), or
    /// no answer at all once the task is to be cancelled.
    func redirect(_ response: HTTPURLResponse) -> RedirectAnswer {
        let location = response.value(forHTTPHeaderField: "Location")
        let decision = state.withLock { state -> URLSessionRedirect.Decision?? in
            // NB: the cancel decided meanwhile ends the task; an answer reaching it after that
            // cancel traps in FoundationNetworking (see the type's comment).
            guard !state.cancelsTheTask else { return .none }
            guard state.outcome == nil else { return .some(nil) }
            let decision = URLSessionRedirect.decide(
                status: response.statusCode, location: location, after: state.current,
                followed: state.followed)
            if case .follow(let next) = decision {
                state.current = next
                state.followed += 1
                state.body = Data()
            }
            return decision
        }
        switch decision {
        case .none: return .withhold
        case .follow(let next): return .answer(URLRequest(next, idleTimeout: idleTimeout))
        case .refuse(let error):
            // NB: not cancelled: the nil answer ends the task by itself, its response ignored.
            finish(.failure(error), cancellingTheTask: false)
        case .deliver, .some(nil): break
        }
        return .answer(nil)
    }

    /// Ends the exchange with the transfer's result: the collected response or a mapped error.
    func complete(error: (any Error)?, response: URLResponse?) {
        if let error {
            finish(.failure(HTTPClientError(urlSessionError: error)))
            return
        }
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(HTTPClientError.badData("no valid HTTP response")))
            return
        }
        if URLSessionRedirect.statuses.contains(http.statusCode),
            http.value(forHTTPHeaderField: "Location") != nil
        {
            // NB: a redirect URLSession did not offer to the delegate (FoundationNetworking skips
            // a location it cannot parse); the socket client refuses those too.
            finish(.failure(URLSessionRedirect.broken))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            guard let name = name as? String else { continue }
            headers[name.lowercased()] = value as? String ?? "\(value)"
        }
        let body = state.withLock { $0.body }
        finish(.success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: body)))
    }

    /// Settles the exchange once (later calls are ignored) and resumes the caller at once. A
    /// failure also cancels the transfer, asynchronously on the control queue (and from then on
    /// no redirect is answered).
    func finish(_ outcome: Result<HTTPResponse, any Error>, cancellingTheTask: Bool = true) {
        typealias Settled = (
            continuation: CheckedContinuation<HTTPResponse, any Error>?,
            timer: Task<Void, Never>?, task: URLSessionDataTask?
        )
        let settled = state.withLock { state -> Settled? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            if case .failure = outcome, cancellingTheTask, state.task != nil {
                state.cancelsTheTask = true
            }
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
        if case .failure = outcome, cancellingTheTask, let task = settled.task {
            control.addOperation { task.cancel() }
        }
        settled.continuation?.resume(with: outcome)
    }

    private var tooLarge: HTTPClientError {
        .badData("response larger than \(maxResponseBytes) bytes")
    }
}
