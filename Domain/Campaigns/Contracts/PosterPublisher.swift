/// Where a poster goes.
public enum PosterDestination: Equatable, Sendable {
    /// `<data dir>/posters/<slug>-<format>.svg`.
    case posterFolder
    /// A file the user named.
    case file(path: String)
}

/// Renders a campaign's poster and writes it.
public protocol PosterPublisher: Sendable {
    /// Renders `campaign` in its format and writes the poster to `destination`.
    ///
    /// - Returns: the path written.
    /// - Throws: ``CampaignsError/posterExists(path:)`` when the file exists and `overwrite`
    ///   is false, ``CampaignsError/photoMissing`` or ``CampaignsError/posterNotWritten(path:)``.
    func publish(_ campaign: Campaign, to destination: PosterDestination, overwrite: Bool)
        async throws -> String
}
