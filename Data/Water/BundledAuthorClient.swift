import WaterDomain

/// The live ``WaterDomain/AuthorClient``: the author bundled with CleanApps.
public struct BundledAuthorClient: AuthorClient {
    /// Creates the client; the file is read on each call.
    public init() {}

    /// The author, from the bundled file.
    public func author() async throws -> Author {
        try BundledWaterData.author()
    }
}
