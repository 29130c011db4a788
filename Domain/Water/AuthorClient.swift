/// Tells who wrote the Water app, for its readme screen.
///
/// Throws ``WaterError/authorUnavailable(_:)`` when the author cannot be found.
public protocol AuthorClient: Sendable {
    /// The author.
    func author() async throws -> Author
}
