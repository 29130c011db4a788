import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

@Suite struct StoredDirectoryRepositoryTests {
    private let temporary: TemporaryDirectory
    private let notices = NoticeBoard()

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func makeRepository(in folder: URL? = nil) -> StoredDirectoryRepository {
        StoredDirectoryRepository(directory: folder ?? temporary.url, notices: notices)
    }

    private func loadedFixture(_ name: String = "directory-v1.9.0.xlsx") async throws -> Directory {
        let workbook = try await DirectoryFixtures.source(name).read()
        return DirectoryMerge().merge(stored: nil, incoming: workbook).directory
    }

    private var fileURL: URL { temporary.appending(StoredDirectoryRepository.fileName) }

    @Test func load_nothingStored_givesNilAndNoVersion() async throws {
        let repository = makeRepository()

        let directory = try await repository.loadDirectory()
        let version = try await repository.storedVersion()

        #expect(directory == nil)
        #expect(version == nil)
    }

    @Test func save_thenLoadInNewInstance_roundTripsEverything() async throws {
        var directory = try await loadedFixture()
        directory.favoriteIDs = [directory.persons[7].id, directory.persons[2].id]

        try await makeRepository().saveDirectory(directory)
        let loaded = try await makeRepository().loadDirectory()

        #expect(loaded == directory)
        #expect(try await makeRepository().storedVersion() == SemanticVersion("1.9.0"))
    }

    @Test func setFavorite_addsAtEndRemovesAndPersists() async throws {
        let directory = try await loadedFixture()
        let repository = makeRepository()
        try await repository.saveDirectory(directory)
        let first = directory.persons[0].id
        let second = directory.persons[1].id

        try await repository.setFavorite(true, for: second)
        try await repository.setFavorite(true, for: first)
        try await repository.setFavorite(true, for: second)
        try await repository.setFavorite(false, for: first)
        let loaded = try await makeRepository().loadDirectory()

        #expect(loaded?.favoriteIDs == [second])
    }

    @Test func load_afterAnotherInstanceChangedTheFile_seesTheChange() async throws {
        let directory = try await loadedFixture()
        let repository = makeRepository()
        try await repository.saveDirectory(directory)
        _ = try await repository.loadDirectory()
        let favourite = directory.persons[3].id

        try await makeRepository().setFavorite(true, for: favourite)
        let loaded = try await repository.loadDirectory()
        let stored = try await repository.replaceDirectory { stored in
            (nil as Directory?, stored?.favoriteIDs ?? [])
        }

        #expect(loaded?.favoriteIDs == [favourite])
        #expect(stored == [favourite])
    }

    @Test func setFavorite_unknownPerson_throwsPersonNotFound() async throws {
        let repository = makeRepository()
        try await repository.saveDirectory(try await loadedFixture())

        await #expect(throws: DirectoryError.personNotFound("아무개")) {
            try await repository.setFavorite(true, for: PersonID(rawValue: "아무개"))
        }
    }

    @Test func storedVersion_withMatchingStamp_neverReadsTheDirectoryFile() async throws {
        try await makeRepository().saveDirectory(try await loadedFixture())
        try FileTampering.scrambleKeepingFingerprint(fileURL)

        let version = try await makeRepository().storedVersion()

        #expect(version == SemanticVersion("1.9.0"))
        #expect(notices.drain().isEmpty)
    }

    @Test func storedVersion_fileReplacedByAnotherProgram_readsItAgain() async throws {
        let other = try TemporaryDirectory()
        try await makeRepository().saveDirectory(try await loadedFixture())
        try await makeRepository(in: other.url).saveDirectory(
            try await loadedFixture("directory-v1.10.0.xlsx"))
        let newer = try Data(
            contentsOf: other.appending(StoredDirectoryRepository.fileName))

        try FileTampering.replace(fileURL, with: newer)
        let version = try await makeRepository().storedVersion()
        let again = try await makeRepository().storedVersion()

        #expect(version == SemanticVersion("1.10.0"))
        #expect(again == SemanticVersion("1.10.0"))
    }

    @Test func storedVersion_stampMissing_readsDirectoryAndStampsAgain() async throws {
        try await makeRepository().saveDirectory(try await loadedFixture())
        let stamp = temporary.appending(StoredDirectoryRepository.versionFileName)
        try FileManager.default.removeItem(at: stamp)

        let version = try await makeRepository().storedVersion()

        #expect(version == SemanticVersion("1.9.0"))
        #expect(FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func load_damagedFile_movesItAsideAndForgetsTheVersion() async throws {
        try await makeRepository().saveDirectory(try await loadedFixture())
        try FileTampering.replace(fileURL, with: Data("{\"document\": ".utf8))

        let directory = try await makeRepository().loadDirectory()
        let version = try await makeRepository().storedVersion()

        #expect(directory == nil)
        #expect(version == nil)
        #expect(notices.drain().first?.contains("was damaged") == true)
    }

    @Test func favorites_surviveASyncThatRenumbersRows() async throws {
        let repository = makeRepository()
        let stored = try await loadedFixture()
        try await repository.saveDirectory(stored)
        let favorite = try #require(stored.persons.last)
        try await repository.setFavorite(true, for: favorite.id)

        let workbook = try DirectoryFixtures.source("directory-v1.10.0.xlsx")
        _ = try await ImportWorkbookUseCase(repository: repository).execute(
            workbook, source: .userFile(name: nil, modified: nil), options: .init())
        let synced = try #require(try await makeRepository().loadDirectory())

        let kept = try #require(synced.favorites.first)
        #expect(synced.favoriteIDs == [favorite.id])
        #expect(kept.name == favorite.name)
        #expect(kept.rowNumber != favorite.rowNumber)
    }
}

extension StoredDirectoryRepositoryTests {
    @Test func load_lockCannotBeTaken_stillReadsButWritesFail() async throws {
        let directory = try await loadedFixture()
        try await makeRepository().saveDirectory(directory)
        let lock = temporary.appending("directory.sync.lock")
        try FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)

        let loaded = try await makeRepository().loadDirectory()
        let version = try await makeRepository().storedVersion()
        let failure = await #expect(throws: DirectoryError.self) {
            try await makeRepository().setFavorite(true, for: directory.persons[0].id)
        }

        #expect(loaded == directory)
        #expect(version == SemanticVersion("1.9.0"))
        #expect(failure?.message.contains("directory.sync.lock") == true)
    }
}
