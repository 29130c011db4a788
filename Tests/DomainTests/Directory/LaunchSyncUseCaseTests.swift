import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Synchronization
import Testing

@Suite struct LaunchSyncUseCaseTests {
    private func workbook(_ version: String, names: [String]) -> DirectoryWorkbook {
        DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion(version)!),
            persons: names.enumerated().map { DirectoryTestData.row($1, row: $0 + 1) })
    }

    @Test func execute_firstRun_loadsBundledWorkbookWithProgress() async throws {
        let repository = InMemoryDirectoryRepository()
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.9.0", names: ["가", "나"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)
        let steps = Mutex<[Double]>([])

        let outcome = try await useCase.execute { value in steps.withLock { $0.append(value) } }

        guard case .loaded(let summary) = outcome else {
            Issue.record("expected .loaded, got \(outcome)")
            return
        }
        #expect(summary.addedPersons == ["가", "나"])
        #expect(steps.withLock { $0 } == [0.1, 0.6, 0.8, 1])
        #expect(await repository.directory?.persons.count == 2)
    }

    @Test(arguments: ["1.10.0", "1.10", "2.0.0-beta"])
    func execute_storedSameOrNewer_doesNotParse(stored: String) async throws {
        let existing = DirectoryMerge().merge(
            stored: nil, incoming: workbook(stored, names: ["가"]), source: .bundled
        ).directory
        let repository = InMemoryDirectoryRepository(directory: existing)
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.10.0", names: ["나"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)

        let outcome = try await useCase.execute()

        #expect(outcome == .upToDate(SemanticVersion(stored)!))
        #expect(source.readCalls == 0)
        #expect(await repository.loadCount == 0)
        #expect(await repository.saveCount == 0)
    }

    private func stored(
        _ version: String, _ names: [String], source: DirectorySource, favorites: [String]
    ) -> Directory {
        var existing = DirectoryMerge().merge(
            stored: nil, incoming: workbook(version, names: names), source: source
        ).directory
        existing.favoriteIDs = favorites.map(PersonID.init(rawValue:))
        return existing
    }

    @Test func execute_bundledNewerBySemver_syncsKeepingFavourites() async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.9.0", ["가", "나", "다"], source: .bundled, favorites: ["다", "가"]))
        let source = DirectoryWorkbookSourceSpy(
            workbook: workbook("1.10.0", names: ["가", "다", "나", "라"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)

        let outcome = try await useCase.execute()

        guard case .synced(let summary) = outcome else {
            Issue.record("expected .synced, got \(outcome)")
            return
        }
        #expect(summary.addedPersons == ["라"])
        #expect(await repository.directory?.favorites.map(\.name) == ["다", "가"])
        #expect(await repository.directory?.favorites.first?.rowNumber == 2)
    }

    @Test func execute_bundledNewerRemovingAFavourite_defersAndWritesNothing() async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.9.0", ["가", "나", "다"], source: .bundled, favorites: ["나"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.10.0", names: ["가", "다"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)

        let outcome = try await useCase.execute()

        guard case .deferred(let summary) = outcome else {
            Issue.record("expected .deferred, got \(outcome)")
            return
        }
        #expect(summary.removedFavorites == ["나"])
        #expect(await repository.saveCount == 0)
        #expect(await repository.directory?.info.version == SemanticVersion("1.9.0"))
    }

    @Test func execute_storedUserImport_isNeverReplaced() async throws {
        let user = DirectorySource.userFile(name: "real.xlsx", modified: nil)
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.4.0", ["가"], source: user, favorites: ["가"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.9.0", names: ["나"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)

        let outcome = try await useCase.execute()

        #expect(outcome == .upToDate(SemanticVersion("1.4.0")!))
        #expect(source.readCalls == 0)
        #expect(await repository.directory?.favorites.map(\.name) == ["가"])
    }

    @Test func execute_unknownSourceBelowBundled_isKeptAndRecordedAsTheUsers() async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.4.0", ["가"], source: .unknown, favorites: ["가"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.9.0", names: ["나"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)

        let outcome = try await useCase.execute()

        #expect(outcome == .upToDate(SemanticVersion("1.4.0")!))
        #expect(await repository.directory?.source == .userFile(name: nil, modified: nil))
        #expect(await repository.directory?.favorites.map(\.name) == ["가"])
    }

    @Test(arguments: [DirectorySource.bundled, .unknown])
    func execute_sampleStoredAtTheOldNumbering_isReplacedByTheRenumberedSample(
        source: DirectorySource
    ) async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.9.0", ["가", "나"], source: source, favorites: ["가"]))
        let bundled = DirectoryWorkbookSourceSpy(workbook: workbook("0.1.0", names: ["가", "나"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: bundled)

        let outcome = try await useCase.execute()
        let again = try await useCase.execute()

        guard case .synced(let summary) = outcome else {
            Issue.record("expected .synced, got \(outcome)")
            return
        }
        #expect(summary.previousVersion == SemanticVersion("1.9.0"))
        #expect(again == .upToDate(SemanticVersion("0.1.0")!))
        #expect(await repository.directory?.info.version.description == "0.1.0")
        #expect(await repository.directory?.source == .bundled)
        #expect(await repository.directory?.favorites.map(\.name) == ["가"])
    }

    @Test func execute_usersImportAboveTheRenumberedSample_isNeverReplaced() async throws {
        let user = DirectorySource.userFile(name: "real.xlsx", modified: nil)
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.4.0", ["가"], source: user, favorites: []))
        let bundled = DirectoryWorkbookSourceSpy(workbook: workbook("0.1.0", names: ["나"]))
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: bundled)

        let outcome = try await useCase.execute()

        #expect(outcome == .upToDate(SemanticVersion("1.4.0")!))
        #expect(bundled.readCalls == 0)
    }

    @Test func execute_storeFails_throwsWithoutParsing() async {
        let repository = InMemoryDirectoryRepository()
        await repository.failEveryCall(with: .storeFailure("disk full"))
        let source = DirectoryWorkbookSourceSpy()
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: source)

        await #expect(throws: DirectoryError.storeFailure("disk full")) {
            try await useCase.execute()
        }
        #expect(source.readCalls == 0)
    }
}
