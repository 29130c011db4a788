import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import DirectoryData

/// Seeded damage to the Directory files on disk, through the real
/// ``StoredDirectoryRepository``: `directory.json` at schema 2 and at schema 1 (migrated), and
/// the version stamp `directory-version.json`.
@Suite struct DirectoryStoreFuzzTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let fuzzer = StoreFileFuzzer(
        fileName: StoredDirectoryRepository.fileName,
        schemaVersion: StoredDirectoryRepository.schemaVersion
    ) { $0 is DirectoryError }

    @Test func directoryFile_mutated_readOrMovedAsideAndNewerNeverOverwritten() async throws {
        let temporary = try TemporaryDirectory()
        let original = try await Self.savedFiles(in: temporary.appending("original")).directory

        let tally = try await fuzzer.run(
            original: original, cases: 300, seed: 43, in: temporary,
            make: { Self.repository($0) },
            read: { repository, _ in try await Self.read(repository) },
            write: { repository, _ in try await Self.write(repository) })

        #expect(tally.movedAside > 0 && tally.newer > 0 && tally.typedFailures > 0)
        #expect(tally.movedAside + tally.newer < tally.cases)
    }

    @Test func schema1File_mutated_migratedOrMovedAsideKeepingTheOriginal() async throws {
        let temporary = try TemporaryDirectory()
        let original = try Data(contentsOf: DirectoryFixtures.url("store/directory-v1.json"))
        var migrated = 0

        let tally = try await fuzzer.run(
            original: original, cases: 300, seed: 44, in: temporary,
            make: { Self.repository($0) },
            read: { repository, fuzzCase in
                try await Self.read(repository)
                let backup = fuzzCase.folder.appendingPathComponent("directory.json.v1.bak")
                if let kept = try? Data(contentsOf: backup) {
                    migrated += 1
                    #expect(kept == fuzzCase.bytes, "case \(fuzzCase.number): backup differs")
                }
            },
            write: { repository, _ in try await Self.write(repository) })

        #expect(migrated > 0 && tally.movedAside > 0 && tally.newer > 0)
        #expect(migrated + tally.movedAside + tally.newer <= tally.cases)
    }

    @Test func versionStamp_mutated_answersTheStampedOrTheTrueVersion() async throws {
        let temporary = try TemporaryDirectory()
        let files = try await Self.savedFiles(in: temporary.appending("original"))
        let stampFuzzer = StoreFileFuzzer(
            fileName: StoredDirectoryRepository.versionFileName, schemaVersion: 1
        ) { $0 is DirectoryError }
        var trusted = 0

        let tally = try await stampFuzzer.run(
            original: files.stamp, cases: 300, seed: 45, in: temporary,
            make: { fuzzCase -> StoredDirectoryRepository in
                // NB: a hard link keeps the directory file's fingerprint, so the stamp can match.
                try? FileManager.default.linkItem(
                    at: files.directoryURL,
                    to: fuzzCase.folder.appendingPathComponent(StoredDirectoryRepository.fileName))
                return Self.repository(fuzzCase)
            },
            read: { repository, fuzzCase in
                let stamped = Self.stampedVersion(fuzzCase.bytes, directory: files.directoryURL)
                let version = try await repository.storedVersion()
                if stamped != nil, version == stamped { trusted += 1 }
                #expect(version == stamped ?? DirectorySamples.info.version, "\(fuzzCase.number)")
                #expect(try await repository.loadDirectory()?.info == DirectorySamples.info)
            },
            write: { repository, _ in
                try await repository.setFavorite(true, for: PersonID(rawValue: "김철수"))
            })

        #expect(trusted > 0 && tally.movedAside > 0 && tally.newer > 0)
    }

    static func repository(_ fuzzCase: StoreFuzzCase) -> StoredDirectoryRepository {
        StoredDirectoryRepository(directory: fuzzCase.folder, notices: fuzzCase.notices) { now }
    }

    /// Saves a directory over whatever is stored (a newer file must refuse it).
    static func write(_ repository: StoredDirectoryRepository) async throws {
        try await repository.saveDirectory(DirectorySamples.directory(favorites: ["강감찬"]))
    }

    /// Loads the directory and checks that the launch check agrees with it.
    static func read(_ repository: StoredDirectoryRepository) async throws {
        let directory = try await repository.loadDirectory()
        #expect(try await repository.storedVersion() == directory?.info.version)
    }

    /// The sample directory saved by the repository: its file, and the stamp for it.
    static func savedFiles(in folder: URL) async throws -> (
        directory: Data, stamp: Data, directoryURL: URL
    ) {
        let repository = StoredDirectoryRepository(
            directory: folder, notices: NoticeBoard(), now: { now })
        try await repository.saveDirectory(DirectorySamples.directory(favorites: ["홍길동"]))
        let directoryURL = folder.appendingPathComponent(StoredDirectoryRepository.fileName)
        let stampURL = folder.appendingPathComponent(StoredDirectoryRepository.versionFileName)
        return (try Data(contentsOf: directoryURL), try Data(contentsOf: stampURL), directoryURL)
    }

    /// The version a stamp file vouches for: only one of this schema whose fingerprint
    /// still matches the directory file.
    static func stampedVersion(_ stamp: Data, directory: URL) -> SemanticVersion? {
        let decoder = DocumentCoding.makeDecoder(expectingVersion: 1)
        guard
            let envelope = try? decoder.decode(
                DocumentEnvelope<StoredDirectoryStampDTO>.self, from: stamp),
            let document = envelope.document, document.fingerprint == FileFingerprint.of(directory)
        else { return nil }
        return document.version.flatMap(SemanticVersion.init)
    }
}
