/// The four states of a screen that loads something, as in the original apps.
///
/// `idle` and `loading` show a loading text, `success` the content, and `failure` a message
/// the user can read (never a raw `Error`).
public enum ViewModelState<Content: Equatable & Sendable>: Equatable, Sendable {
    /// Nothing has been asked for yet.
    case idle
    /// Work is under way.
    case loading
    /// The content is ready.
    case success(Content)
    /// The work failed; the message says what happened and what to do.
    case failure(String)

    /// The content when the state is `success`, else nil.
    public var content: Content? {
        if case .success(let content) = self { return content }
        return nil
    }
}
