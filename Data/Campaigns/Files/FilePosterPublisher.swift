import Domain
import Foundation

/// Renders posters as PNG (``PNGPosterRenderer``, the default) or SVG (``PosterRenderer``)
/// and writes them.
///
/// The poster folder gets `<slug>-<format>.png` or `.svg` (see ``PosterFileName``); a named file is
/// written where the user said. An existing file, or a symbolic link there (even a dangling
/// one, or one to a folder), is replaced only when `overwrite` is true (`--force`), and then
/// the entry itself is replaced in one step: the poster is written to a temporary sibling and
/// renamed over it, so a link is never followed and what it pointed to stays untouched.
/// Folders on the way are followed as the user named them (NB: checked just before the
/// atomic write, so a file appearing in between is replaced).
public struct FilePosterPublisher: PosterPublisher {
    private let photoStore: any CampaignPhotoStore
    private let postersDirectory: URL
    private let encoding: PosterEncoding

    /// Creates a publisher writing into `postersDirectory` (made on first write).
    public init(
        photoStore: any CampaignPhotoStore, postersDirectory: URL,
        encoding: PosterEncoding = .png(PNGPosterRenderer())
    ) {
        self.photoStore = photoStore
        self.postersDirectory = postersDirectory
        self.encoding = encoding
    }

    public func publish(_ campaign: Campaign, to destination: PosterDestination, overwrite: Bool)
        async throws -> PublishedPoster
    {
        let photo = try await photoStore.photoData(for: campaign.photo)
        let bytes: Data
        switch encoding {
        case .png(let renderer): bytes = Data(try renderer.render(campaign, photo: photo))
        case .svg(let renderer): bytes = Data(try renderer.render(campaign, photo: photo).utf8)
        }
        let url: URL
        switch destination {
        case .posterFolder:
            url = postersDirectory.appendingPathComponent(
                PosterFileName.name(
                    for: campaign, format: campaign.format, fileExtension: encoding.fileExtension))
            try? FileManager.default.createDirectory(
                at: postersDirectory, withIntermediateDirectories: true)
        case .file(let path):
            url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        }
        // NB: attributesOfItem does not follow links: a link (dangling or not) counts as an
        // existing file, and replacing it replaces the link itself, never what it points to.
        let manager = FileManager.default
        let type = (try? manager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if let type {
            if type == .typeDirectory { throw CampaignsError.posterNotWritten(path: url.path) }
            if !overwrite { throw CampaignsError.posterExists(path: url.path) }
        }
        do {
            // NB: rename(2) replaces a link itself; no window without a file at the path.
            // 0644 as before: a poster is meant to be shared.
            try DurableFile.writeAtomically(bytes, to: url, mode: 0o644)
        } catch {
            throw CampaignsError.posterNotWritten(path: url.path)
        }
        return PublishedPoster(path: url.path, replacedFile: type != nil)
    }

    public func withdraw(_ poster: PublishedPoster) async throws {
        guard !poster.replacedFile else { return }
        do {
            try FileManager.default.removeItem(atPath: poster.path)
        } catch CocoaError.fileNoSuchFile {
            return
        } catch {
            throw CampaignsError.posterNotWritten(path: poster.path)
        }
    }
}

/// The file format a ``FilePosterPublisher`` writes, with its renderer.
public enum PosterEncoding: Sendable {
    case png(PNGPosterRenderer)
    case svg(PosterRenderer)

    /// `png` or `svg`.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        }
    }
}
