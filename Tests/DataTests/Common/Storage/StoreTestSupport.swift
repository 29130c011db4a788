import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData

/// The document the store tests save: a list of favourite ids.
struct FavoritesDocument: Codable, Equatable, Sendable {
    var ids: [Int] = []
}

/// Builds stores on a temporary folder with a fixed clock.
struct StoreFixture {
    /// 2023-11-14 22:13:20 UTC.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let stamp = "20231114-221320"

    let temporary: TemporaryDirectory
    let notices = NoticeBoard()

    init() throws {
        temporary = try TemporaryDirectory()
    }

    var fileURL: URL { temporary.appending("favorites.json") }

    func makeStore(
        directory: URL? = nil,
        schemaVersion: Int = 1,
        migrations: [Int: DocumentMigration] = [:]
    ) -> JSONDocumentStore<FavoritesDocument> {
        JSONDocumentStore(
            directory: directory ?? temporary.url, fileName: "favorites.json",
            schemaVersion: schemaVersion, migrations: migrations, notices: notices,
            now: { StoreFixture.now }, makeDefault: { FavoritesDocument() })
    }

    func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    func write(_ bytes: Data) throws {
        try bytes.write(to: fileURL)
    }

    func contents(_ name: String = "favorites.json") throws -> Data {
        try Data(contentsOf: temporary.appending(name))
    }

    /// A store file in the envelope format with the given version and document JSON.
    static func envelope(version: Int, document: String) -> String {
        """
        {"document": \(document), "savedAt": "2020-01-01T00:00:00Z", "schemaVersion": \(version)}
        """
    }
}
