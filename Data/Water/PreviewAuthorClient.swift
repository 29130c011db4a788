import WaterDomain

/// The preview ``WaterDomain/AuthorClient`` (`cleanapps water --preview`): "Johnny Appleseed".
public struct PreviewAuthorClient: AuthorClient {
    /// The author every preview shows.
    public static let previewAuthor = Author(name: "Johnny Appleseed", title: "Preview Author")

    /// Creates the client.
    public init() {}

    /// The preview author.
    public func author() async throws -> Author {
        Self.previewAuthor
    }
}
