/// Tells how a monobank jar is doing.
public protocol JarDetailsSource: Sendable {
    /// The jar's current details; throws ``CampaignsError`` (offline, timed out, refused,
    /// rate limited, bad data) or `CancellationError`.
    func jarDetails(forJarID jarID: String) async throws -> JarDetails
}
