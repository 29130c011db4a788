import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

/// Opening the checked-in schema-1 file `Fixtures/Directory/store/directory-v1.json`.
@Suite struct StoredDirectoryMigrationTests {
    private let temporary: TemporaryDirectory
    private let notices = NoticeBoard()
    private let original: Data

    init() throws {
        temporary = try TemporaryDirectory()
        original = try Data(contentsOf: DirectoryFixtures.url("store/directory-v1.json"))
        try original.write(to: temporary.appending(StoredDirectoryRepository.fileName))
    }

    private func makeRepository() -> StoredDirectoryRepository {
        StoredDirectoryRepository(directory: temporary.url, notices: notices)
    }

    @Test func load_schema1_givesIdentitiesAndMovesFavouritesFromRowsToPersons() async throws {
        let directory = try #require(try await makeRepository().loadDirectory())

        #expect(directory.persons.map(\.id.rawValue) == ["홍길동", "김철수", "홍길동-2"])
        #expect(directory.favoriteIDs.map(\.rawValue) == ["홍길동-2", "김철수"])
        #expect(directory.favorites.map(\.district) == ["부산 중구", "비례대표"])
        #expect(directory.committees.first?.memberIDs.map(\.rawValue) == ["홍길동", "홍길동-2"])
        #expect(directory.info.version == SemanticVersion("1.4.0"))
        #expect(directory.info.notice == "시험용 데이터입니다.")
    }

    @Test func load_schema1_readsPhoneKindsFromLabels() async throws {
        let directory = try #require(try await makeRepository().loadDirectory())

        #expect(
            directory.persons[0].phones.map(\.kind) == [.mobile, .assemblyOffice, .assemblyOffice])
        #expect(directory.persons[0].smsPhone?.number == "010-1234-5678")
        #expect(directory.persons[1].phones.map(\.kind) == [.districtOffice])
        #expect(directory.parties[0].phones.map(\.kind) == [.mainNumber])
        #expect(directory.persons[0].links.map(\.kind) == [.email, .twitter])
    }

    @Test func load_schema1_keepsBackupWritesSchema2AndTellsTheUser() async throws {
        _ = try await makeRepository().loadDirectory()

        let backup = temporary.appending("directory.json.v1.bak")
        #expect(try Data(contentsOf: backup) == original)
        let upgraded = try Data(contentsOf: temporary.appending(StoredDirectoryRepository.fileName))
        let envelope = try #require(
            try JSONSerialization.jsonObject(with: upgraded) as? [String: Any])
        #expect(envelope["schemaVersion"] as? Int == 2)
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("kept as directory.json.v1.bak") == true)
    }

    @Test func load_twice_migratesOnlyOnce() async throws {
        _ = try await makeRepository().loadDirectory()

        let again = try await makeRepository().loadDirectory()

        #expect(again?.favoriteIDs.map(\.rawValue) == ["홍길동-2", "김철수"])
        #expect(temporary.names().filter { $0.hasSuffix(".bak") } == ["directory.json.v1.bak"])
    }

    @Test func storedVersion_schema1WithoutStamp_migratesAndAnswers() async throws {
        let version = try await makeRepository().storedVersion()

        #expect(version == SemanticVersion("1.4.0"))
        #expect(
            FileManager.default.fileExists(
                atPath: temporary.appending("directory.json.v1.bak").path))
    }

    @Test func migration_favouriteFollowsPersonWhenLaterSyncRenumbers() async throws {
        let repository = makeRepository()
        let workbook = DirectoryWorkbook(
            info: DirectoryInfo(version: try #require(SemanticVersion("1.5.0"))),
            parties: [Party(id: PartyID(rawValue: 1), name: "가나다당")],
            persons: [
                WorkbookPerson(rowNumber: 1, name: "김철수", partyNumber: 1, district: "비례대표"),
                WorkbookPerson(rowNumber: 2, name: "홍길동", partyNumber: 1, district: "부산 중구"),
            ])
        let source = DirectoryWorkbookSourceSpy(workbook: workbook)

        let summary = try await ImportWorkbookUseCase(repository: repository).execute(
            source, source: .userFile(name: nil, modified: nil),
            options: .init(confirm: { _ in true }))
        let directory = try #require(try await repository.loadDirectory())

        #expect(summary.removedPersons == ["홍길동"])
        #expect(summary.removedFavorites.isEmpty)
        #expect(directory.favorites.map(\.name) == ["홍길동", "김철수"])
        #expect(directory.favorites.first?.rowNumber == 2)
    }
}
