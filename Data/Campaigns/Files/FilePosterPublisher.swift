import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// Renders posters as PNG (``PNGPosterRenderer``, the default) or SVG (``PosterRenderer``)
/// and writes them.
///
/// The poster folder gets `<slug>-<id4>-<format>.png` (or `.svg`) (see ``PosterFileName``), which only
/// this campaign owns; a named file is written by `NamedOutputFile`'s rule: an existing
/// file, or a symbolic link there (even a dangling one, or one to a folder), is replaced only
/// when `overwrite` is true (`--force` or a yes), and then the entry itself is replaced in
/// one step (a temporary sibling renamed over it), so a link is never followed; a device,
/// FIFO or `-` is written in place; a folder, block device, socket or anything in CleanApps'
/// own data is refused.
public struct FilePosterPublisher: PosterPublisher {
    private let photoStore: any CampaignPhotoStore
    private let postersDirectory: URL
    private let ownFolders: [URL]
    private let encoding: PosterEncoding

    /// Creates a publisher writing into `postersDirectory` (made on first write); a named
    /// file inside `ownFolders` (CleanApps' data and cache folders) is refused.
    public init(
        photoStore: any CampaignPhotoStore, postersDirectory: URL, ownFolders: [URL] = [],
        encoding: PosterEncoding = .png(PNGPosterRenderer())
    ) {
        self.photoStore = photoStore
        self.postersDirectory = postersDirectory
        self.ownFolders = ownFolders
        self.encoding = encoding
    }

    /// Renders `campaign` in its format and writes the poster to `destination`.
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
        let folders: [URL]
        switch destination {
        case .posterFolder:
            url = postersDirectory.appendingPathComponent(
                PosterFileName.name(
                    for: campaign, format: campaign.format, fileExtension: encoding.fileExtension))
            folders = []
            try? FileManager.default.createDirectory(
                at: postersDirectory, withIntermediateDirectories: true)
        case .file(let path):
            url = NamedOutputFile.url(forArgument: path)
            folders = ownFolders
        }
        do {
            // NB: 0644 as before: a poster is meant to be shared.
            let action = try NamedOutputFile.write(
                bytes, to: url, replacing: overwrite, ownFolders: folders, mode: 0o644)
            return PublishedPoster(path: url.path, replacedFile: action != .create)
        } catch .exists {
            throw CampaignsError.posterExists(path: url.path)
        } catch .failed {
            throw CampaignsError.posterNotWritten(path: url.path)
        } catch {
            throw CampaignsError.outputRefused(error)
        }
    }

    /// Removes the poster-folder files `campaign` owned as it was (every format and file type),
    /// except the one at `kept`'s path: called after an edit, so a campaign's posters never pile up
    /// with outdated text. Another campaign's files are never touched.
    public func removePosters(of campaign: Campaign, keeping kept: PublishedPoster?) async throws {
        var failed: String?
        for name in PosterFileName.allNames(for: campaign) {
            let url = postersDirectory.appendingPathComponent(name)
            guard url.path != kept?.path else { continue }
            do {
                try FileManager.default.removeItem(at: url)
            } catch CocoaError.fileNoSuchFile {
                continue
            } catch {
                failed = url.path
            }
        }
        if let failed { throw CampaignsError.posterNotWritten(path: failed) }
    }

    /// Undoes `poster` after a later step failed: removes the file when publishing created it; a
    /// file that publishing replaced is left as it now is.
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
    /// A PNG image drawn by the package's own rasteriser.
    case png(PNGPosterRenderer)
    /// An SVG document.
    case svg(PosterRenderer)

    /// `png` or `svg`.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        }
    }
}
