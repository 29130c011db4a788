/// Where a poster goes.
public enum PosterDestination: Equatable, Sendable {
    /// `<data dir>/posters/<slug>-<id4>-<format>.png` (or `.svg`), owned by the campaign.
    case posterFolder
    /// A file the user named.
    case file(path: String)
}

/// A poster file that ``PosterPublisher/publish(_:to:overwrite:)`` wrote.
public struct PublishedPoster: Equatable, Sendable {
    /// Where the poster was written.
    public var path: String
    /// Whether a file was already there and has been replaced (not created).
    public var replacedFile: Bool

    /// Creates the description of a written poster.
    public init(path: String, replacedFile: Bool) {
        self.path = path
        self.replacedFile = replacedFile
    }
}

/// Renders a campaign's poster and writes it.
public protocol PosterPublisher: Sendable {
    /// Renders `campaign` in its format and writes the poster to `destination`.
    ///
    /// - Returns: the path written and whether a file there was replaced.
    /// - Throws: ``CampaignsError/posterExists(path:)`` when the file exists and `overwrite`
    ///   is false, ``CampaignsError/photoMissing`` or ``CampaignsError/posterNotWritten(path:)``.
    func publish(_ campaign: Campaign, to destination: PosterDestination, overwrite: Bool)
        async throws -> PublishedPoster
    /// Undoes `poster` after a later step failed: removes the file when publishing created
    /// it; a file that publishing replaced is left as it now is.
    func withdraw(_ poster: PublishedPoster) async throws
    /// Removes the poster-folder files `campaign` owned as it was (every format and file
    /// type), except the one at `kept`'s path: called after an edit, so a campaign's posters
    /// never pile up with outdated text. Another campaign's files are never touched.
    func removePosters(of campaign: Campaign, keeping kept: PublishedPoster?) async throws
}
