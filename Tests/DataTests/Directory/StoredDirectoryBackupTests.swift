import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

/// Replacing the directory keeps the last three stores as backups,
/// undo puts the previous one back with its favourites, and the source is kept.
@Suite struct StoredDirectoryBackupTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func makeRepository() -> StoredDirectoryRepository {
        StoredDirectoryRepository(directory: temporary.url, notices: NoticeBoard())
    }

    private func directory(_ version: String, _ names: [String], favorites: [String] = [])
        -> Directory
    {
        let workbook = DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion(version)!),
            persons: names.enumerated().map { WorkbookPerson(rowNumber: $0 + 1, name: $1) })
        var directory = DirectoryMerge().merge(
            stored: nil, incoming: workbook,
            source: .userFile(name: "v\(version).xlsx", modified: Date(timeIntervalSince1970: 0))
        ).directory
        directory.favoriteIDs = favorites.map(PersonID.init(rawValue:))
        return directory
    }

    private func replace(with directory: Directory) async throws {
        try await makeRepository().replaceDirectory { _ in (directory, ()) }
    }

    @Test func replace_thenUndo_restoresThePreviousWithItsFavourites() async throws {
        try await replace(with: directory("1.0.0", ["가", "나"], favorites: ["나"]))
        try await replace(with: directory("1.1.0", ["가"]))

        let restored = try await makeRepository().restorePreviousDirectory()

        #expect(restored?.info.version == SemanticVersion("1.0.0"))
        let stored = try await makeRepository().loadDirectory()
        #expect(stored?.favorites.map(\.name) == ["나"])
        #expect(try await makeRepository().storedVersion() == SemanticVersion("1.0.0"))
    }

    @Test func replace_manyTimes_keepsTheLastThreeBackups() async throws {
        for minor in 0..<6 { try await replace(with: directory("1.\(minor).0", ["가"])) }

        var versions: [String] = []
        while let previous = try await makeRepository().restorePreviousDirectory() {
            versions.append(previous.info.version.description)
        }

        #expect(versions == ["1.4.0", "1.3.0", "1.2.0"])
        #expect(temporary.names().filter { $0.contains(".backup-") }.isEmpty)
    }

    @Test func replace_changeReturningNil_writesNothingAndKeepsNoBackup() async throws {
        try await replace(with: directory("1.0.0", ["가"]))

        try await makeRepository().replaceDirectory { _ in (nil as Directory?, ()) }

        #expect(try await makeRepository().previousDirectory() == nil)
    }

    @Test func replace_keepsTheSourceInFileAndStamp() async throws {
        let user = DirectorySource.userFile(
            name: "v1.0.0.xlsx", modified: Date(timeIntervalSince1970: 0))
        try await replace(with: directory("1.0.0", ["가"]))

        let origin = try await makeRepository().storedOrigin()
        let loaded = try await makeRepository().loadDirectory()

        #expect(origin == DirectoryOrigin(version: SemanticVersion("1.0.0")!, source: user))
        #expect(loaded?.source == user)
    }

    @Test func replace_favouriteSetMeanwhile_isSeenByTheChange() async throws {
        try await replace(with: directory("1.0.0", ["가", "나"]))
        try await makeRepository().setFavorite(true, for: PersonID(rawValue: "나"))

        let favorites = try await makeRepository().replaceDirectory { stored in
            (nil as Directory?, stored?.favoriteIDs ?? [])
        }

        #expect(favorites == [PersonID(rawValue: "나")])
    }
}
