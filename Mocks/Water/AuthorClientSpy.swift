import CleanAppsCore
import CleanAppsTestSupport
import Testing
import WaterDomain

/// The test value of `AuthorClient`: ``author()`` fails the test unless the test provides
/// it.
public struct AuthorClientSpy: AuthorClient {
    /// The answer to ``author()``.
    public typealias Answer = @Sendable () async throws -> Author

    private let onAuthor: Answer?

    /// A client answering with `author`, or failing the test when it is nil.
    public init(author: Answer? = nil) {
        onAuthor = author
    }

    /// Returns the answer the test set.
    public func author() async throws -> Author {
        guard let onAuthor else { throw Unimplemented.call("AuthorClient.author") }
        return try await onAuthor()
    }
}
