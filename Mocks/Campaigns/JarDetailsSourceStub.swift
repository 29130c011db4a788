import CampaignsDomain
import CleanAppsCore

/// Answers jar requests at once from a table of jar id → result; unknown ids fail with
/// `CampaignsError/jarRefused(_:)`.
public struct JarDetailsSourceStub: JarDetailsSource {
    private let results: [String: Result<JarDetails, CampaignsError>]

    /// Creates a stub answering from `results`.
    public init(_ results: [String: Result<JarDetails, CampaignsError>]) {
        self.results = results
    }

    /// The stubbed answer for `jarID`.
    public func jarDetails(forJarID jarID: String) async throws -> JarDetails {
        try (results[jarID] ?? .failure(.jarRefused("unknown jar \(jarID)"))).get()
    }
}
