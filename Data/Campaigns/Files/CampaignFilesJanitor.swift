import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// Removes, at start-up, what interrupted `campaigns add`/`edit` runs left behind.
///
/// Under the campaigns store's lock (so no save is half-way through its store write):
/// temporary files (`.NAME.tmp-*`) in the data, `photos/` and `posters/` folders, and photo
/// copies no stored campaign refers to, each only when last modified more than
/// ``minimumAge`` ago. NB: a photo a kept backup (`campaigns.json.backup-N`, from a delete)
/// refers to counts as referenced, so `campaigns undo` brings a campaign back whole; once
/// its backup is dropped (three deletes later) the photo goes at the next start. A backup
/// that cannot be read removes no photo at all. NB: a save copies its photo before it takes the lock to store the
/// campaign, so a young unreferenced photo may belong to a save running right now; after
/// ten minutes none does. When the store cannot be read as current (damaged, newer, moved
/// aside, unreadable) or its lock cannot be taken, nothing is removed.
public struct CampaignFilesJanitor: Sendable {
    /// What one sweep removed.
    public struct Report: Equatable, Sendable {
        /// Temporary files removed.
        public var temporaryFiles: Int
        /// Unreferenced photo copies removed.
        public var photos: Int
    }

    /// How old a leftover must be before it is removed: ten minutes.
    public static let minimumAge: TimeInterval = 600

    private let storage: JSONFileCampaignDocumentStorage
    private let dataDirectory: URL
    private let photosDirectory: URL
    private let postersDirectory: URL
    private let now: Now

    /// A janitor for the campaigns files in `dataDirectory` kept by `storage`.
    public init(
        storage: JSONFileCampaignDocumentStorage, dataDirectory: URL, photosDirectory: URL,
        postersDirectory: URL, now: @escaping Now = { Date() }
    ) {
        self.storage = storage
        self.dataDirectory = dataDirectory
        self.photosDirectory = photosDirectory
        self.postersDirectory = postersDirectory
        self.now = now
    }

    /// Sweeps once; never throws (a folder it cannot read is left as it is).
    @discardableResult
    public func sweep() -> Report {
        let cutoff = now().addingTimeInterval(-Self.minimumAge)
        let sweep = {
            [storage, dataDirectory, photosDirectory, postersDirectory]
            (campaigns: [CampaignDTO]?) throws -> Report in
            let kept = try storage.allBackupCampaigns().joined()
            var report = Report(temporaryFiles: 0, photos: 0)
            for folder in [dataDirectory, photosDirectory, postersDirectory] {
                report.temporaryFiles += DurableFile.removeTemporaryFiles(
                    in: folder, modifiedBefore: cutoff)
            }
            report.photos = Self.removeOrphanPhotos(
                in: photosDirectory, keeping: Set(((campaigns ?? []) + kept).map(\.photo.fileName)),
                modifiedBefore: cutoff)
            return report
        }
        guard let report = try? storage.readLocked(sweep) else {
            return Report(temporaryFiles: 0, photos: 0)
        }
        return report
    }

    /// Removes the photo copies in `folder` not named in `referenced`; returns how many.
    private static func removeOrphanPhotos(
        in folder: URL, keeping referenced: Set<String>, modifiedBefore cutoff: Date
    ) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names
        where DirectoryPhotoStore.isSafe(name) && !referenced.contains(name) {
            let url = folder.appendingPathComponent(name)
            guard DurableFile.isRegularFile(url, modifiedBefore: cutoff),
                (try? FileManager.default.removeItem(at: url)) != nil
            else { continue }
            removed += 1
        }
        return removed
    }
}
