import CleanAppsCore
import CleanAppsDataCore
import Foundation
import GiveawaysDomain

/// The ids `giveaways new` has listed, kept in `seen-giveaways.json` beside the favourites
/// (or the home's, in `visited-giveaways.json`)
/// (atomic, locked writes through `JSONDocumentStore`).
///
/// Recording re-reads the file under the lock, so two running `cleanapps` processes never
/// lose each other's ids. A damaged file is moved aside with a notice, and the run after it
/// counts as a first run. The newest ``limit`` ids are kept (GamerPower numbers its
/// giveaways in order, so the ones dropped are years old).
public struct StoredSeenGiveawaysRepository: SeenGiveawaysRepository {
    /// The file name inside the data directory.
    public static let fileName = "seen-giveaways.json"
    /// The file of the ids the home screen has listed, to mark what is new since the last
    /// visit (kept apart, so a visit does not change what `giveaways new` lists).
    public static let visitedFileName = "visited-giveaways.json"
    /// How many ids the file keeps at most (the highest).
    public static let limit = 20_000
    private let store: JSONDocumentStore<SeenGiveawaysDocument>

    /// Seen ids in `directory`, in `fileName` (``fileName`` for `giveaways new`,
    /// ``visitedFileName`` for the home's marks); problems with the file are reported on
    /// `notices`.
    public init(
        directory: URL, fileName: String = Self.fileName, notices: NoticeBoard,
        now: @escaping Now = { Date() }
    ) {
        store = JSONDocumentStore(
            directory: directory, fileName: fileName, schemaVersion: 1, notices: notices,
            now: now, makeDefault: { SeenGiveawaysDocument() })
    }

    /// Adds `ids` and returns the ids recorded before (nil when there were none yet).
    public func recordSeen(_ ids: [Int]) async throws -> Set<Int>? {
        do {
            return try store.update { document in
                let before = document.ids.map(Set.init)
                let all = (before ?? []).union(ids)
                document.ids = Array(all.sorted(by: >).prefix(Self.limit))
                return before
            }
        } catch let error as StoreError {
            throw GiveawaysError.seenFailed(error.message)
        }
    }
}

/// The seen-ids file: nil before the first run, then the ids, highest first.
struct SeenGiveawaysDocument: Codable, Sendable {
    var ids: [Int]?
}
