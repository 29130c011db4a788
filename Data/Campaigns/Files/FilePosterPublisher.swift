import Domain
import Foundation

/// Renders posters with ``PosterRenderer`` and writes them as SVG files.
///
/// The poster folder gets `<slug>-<id4>-<format>.svg` (see ``PosterFileName``), which only
/// this campaign owns; a named file is written where the user said. An existing file, or a
/// symbolic link there (even a dangling one, or one to a folder), is replaced only when
/// `overwrite` is true (`--force` or a yes), and then
/// the entry itself is replaced in one step: the poster is written to a temporary sibling and
/// renamed over it, so a link is never followed and what it pointed to stays untouched.
/// Folders on the way are followed as the user named them (NB: checked just before the
/// atomic write, so a file appearing in between is replaced).
public struct FilePosterPublisher: PosterPublisher {
    private let photoStore: any CampaignPhotoStore
    private let postersDirectory: URL
    private let renderer: PosterRenderer

    /// Creates a publisher writing into `postersDirectory` (made on first write).
    public init(
        photoStore: any CampaignPhotoStore, postersDirectory: URL,
        renderer: PosterRenderer = PosterRenderer()
    ) {
        self.photoStore = photoStore
        self.postersDirectory = postersDirectory
        self.renderer = renderer
    }

    public func publish(_ campaign: Campaign, to destination: PosterDestination, overwrite: Bool)
        async throws -> PublishedPoster
    {
        let photo = try await photoStore.photoData(for: campaign.photo)
        let svg = try renderer.render(campaign, photo: photo)
        let url: URL
        switch destination {
        case .posterFolder:
            url = postersDirectory.appendingPathComponent(
                PosterFileName.name(for: campaign, format: campaign.format))
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
            try DurableFile.writeAtomically(Data(svg.utf8), to: url, mode: 0o644)
        } catch {
            throw CampaignsError.posterNotWritten(path: url.path)
        }
        return PublishedPoster(path: url.path, replacedFile: type != nil)
    }

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
