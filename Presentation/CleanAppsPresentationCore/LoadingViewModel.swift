/// The inputs and output of a screen that loads one piece of content and shows it.
@MainActor
public protocol LoadingViewModelProtocol<Content>: AnyObject {
    /// What is loaded, display-ready (rows, details).
    associatedtype Content: Equatable & Sendable
    /// The content, or why it cannot be shown; replayed to new observers.
    var state: ObservableValue<ViewModelState<Content>> { get }
    /// The screen appeared: (re)loads the content.
    func didAppear() async
}

/// Loads one piece of content with a closure and publishes it as a ``ViewModelState``: the
/// view model of every screen that only shows what it loaded (a list of committees, one
/// party's details), whatever the content is.
///
/// ``didAppear()`` sets `loading` (only when no content is shown yet, so a reload keeps the
/// old content on screen), then `success` with what `load` returned, or `failure` with
/// `failureMessage` of what it threw. Isolation: the main actor. Lifetime: holds `load`
/// and `failureMessage` (and what they capture) for as long as it lives.
@MainActor
public final class LoadingViewModel<Content: Equatable & Sendable>: LoadingViewModelProtocol {
    /// Loads the content; throws when it cannot.
    public typealias Load = @MainActor () async throws -> Content
    /// The sentence a user reads for a failure to load.
    public typealias FailureMessage = @MainActor (any Error) -> String

    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<Content>.idle)
    private let load: Load
    private let failureMessage: FailureMessage

    /// A view model that loads with `load` and explains its errors with `failureMessage`;
    /// nothing is loaded until ``didAppear()``.
    public init(load: @escaping Load, failureMessage: @escaping FailureMessage) {
        self.load = load
        self.failureMessage = failureMessage
    }

    /// See the protocol.
    public func didAppear() async {
        if state.value.content == nil { state.value = .loading }
        do {
            state.value = .success(try await load())
        } catch {
            state.value = .failure(failureMessage(error))
        }
    }
}
