import CleanAppsCore
import MarketingDomain
import Synchronization
import Testing

/// An `EmailDraftExporter` that records what it was given and answers as set; unset, it
/// records an issue and throws.
public final class EmailDraftExporterSpy: EmailDraftExporter, Sendable {
    /// One recorded export.
    public struct Call: Equatable, Sendable {
        /// The exported draft.
        public let draft: EmailDraft
        /// The recipient it was addressed to.
        public let recipient: EmailAddress?
    }

    private struct State {
        var result: Result<String, MarketingError>?
        var calls: [Call] = []
    }

    private let state = Mutex(State())

    /// Creates a spy with no answer set.
    public init() {}

    /// Makes every export return `place`.
    public func succeed(with place: String) { state.withLock { $0.result = .success(place) } }

    /// Makes every export throw `error`.
    public func fail(with error: MarketingError) { state.withLock { $0.result = .failure(error) } }

    /// The exports so far, oldest first.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// Records the call and answers as set.
    public func export(_ draft: EmailDraft, to recipient: EmailAddress?) async throws -> String {
        let result = state.withLock { state in
            state.calls.append(Call(draft: draft, recipient: recipient))
            return state.result
        }
        guard let result else {
            Issue.record("EmailDraftExporterSpy.export is not set")
            throw MarketingError.emailNotWritten("not set")
        }
        return try result.get()
    }
}
