import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import Testing

/// Answers for an ``HTTPClientSpy`` in the Marketing repository tests.
enum MarketingAnswers {
    /// A 200 response with `text` as body.
    static func ok(_ text: String) -> HTTPClientSpy.Answer {
        { _ in .text(200, text) }
    }

    /// A response with this status and body.
    static func status(_ code: Int, _ body: String = "") -> HTTPClientSpy.Answer {
        { _ in .text(code, body) }
    }

    /// A transport failure.
    static func fail(_ error: HTTPClientError) -> HTTPClientSpy.Answer {
        { _ in throw error }
    }

    /// `answer` after `delay` on `clock` (cancellable: the clock's sleep throws).
    static func delayed(
        _ delay: Duration, on clock: TestClock, _ answer: @escaping HTTPClientSpy.Answer
    ) -> HTTPClientSpy.Answer {
        { request in
            try await clock.sleep(for: delay)
            return try await answer(request)
        }
    }

    /// Waits at `gate`, ignoring cancellation, then fails with `.timedOut`: a client that
    /// does not honour its deadline.
    static func stuck(at gate: AsyncGate) -> HTTPClientSpy.Answer {
        { _ in
            await gate.wait()
            throw HTTPClientError.timedOut
        }
    }

    /// Dispatches on the request's URL path; an unlisted path fails the test.
    static func routes(_ table: [String: HTTPClientSpy.Answer]) -> HTTPClientSpy.Answer {
        { request in
            guard let answer = table[request.url.path] else {
                throw Unimplemented.call("send(\(request.url.absoluteString))")
            }
            return try await answer(request)
        }
    }
}
