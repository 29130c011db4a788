/// Finds the author for the readme.
public struct LoadAuthorUseCase: Sendable {
    private let authors: any AuthorClient

    /// Creates the use case over `authors`.
    public init(authors: any AuthorClient) {
        self.authors = authors
    }

    /// The author.
    public func execute() async throws -> Author {
        try await authors.author()
    }
}
