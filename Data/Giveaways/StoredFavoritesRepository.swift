import CleanAppsCore
import CleanAppsDataCore
import Foundation
import GiveawaysDomain

/// Favourites kept in `favorites.json` in the data directory (atomic, locked writes).
///
/// Every change re-reads the file under the lock, so two running `cleanapps` processes never
/// lose each other's favourites.
public struct StoredFavoritesRepository: FavoritesRepository {
    /// The file name inside the data directory.
    public static let fileName = "favorites.json"
    private let store: JSONDocumentStore<FavoritesDocument>

    /// Favourites in `directory`; problems with the file are reported on `notices`.
    public init(directory: URL, notices: NoticeBoard, now: @escaping Now = { Date() }) {
        store = JSONDocumentStore(
            directory: directory, fileName: Self.fileName, schemaVersion: 1, notices: notices,
            now: now, makeDefault: { FavoritesDocument() })
    }

    /// The favourites, most recently added first.
    public func favorites() async throws -> [Giveaway] {
        try perform { try store.load().favorites.map { $0.toDomain() } }
    }

    /// Whether the giveaway with `id` is a favourite.
    public func isFavorite(id: Int) async throws -> Bool {
        try perform { try store.load().favorites.contains { $0.id == id } }
    }

    /// Adds `giveaway` (a second add of the same id keeps one entry, refreshed).
    public func add(_ giveaway: Giveaway) async throws {
        try perform {
            try store.update { document in
                document.favorites.removeAll { $0.id == giveaway.id }
                document.favorites.insert(FavoriteGiveawayDTO(giveaway), at: 0)
            }
        }
    }

    /// Removes the favourite with `id`; nothing happens when there is none.
    public func remove(id: Int) async throws {
        try perform {
            try store.update { document in document.favorites.removeAll { $0.id == id } }
        }
    }

    private func perform<Value>(_ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch let error as StoreError {
            throw GiveawaysError.favoritesFailed(error.message)
        }
    }
}
