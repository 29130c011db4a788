import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Synchronization
import Testing

@Suite struct ImportWorkbookUseCaseTests {
    private static let user = DirectorySource.userFile(name: "real.xlsx", modified: nil)

    private func workbook(_ version: String, names: [String]) -> DirectoryWorkbook {
        DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion(version)!),
            persons: names.enumerated().map { DirectoryTestData.row($1, row: $0 + 1) })
    }

    private func stored(
        _ version: String, names: [String] = ["가", "나"], source: DirectorySource = user,
        favorites: [String] = []
    ) -> Directory {
        var directory = DirectoryMerge().merge(
            stored: nil, incoming: workbook(version, names: names), source: source
        ).directory
        directory.favoriteIDs = favorites.map(PersonID.init(rawValue:))
        return directory
    }

    @Test func execute_olderUserWorkbookOverBundledData_appliesWithoutForce() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.9.0", source: .bundled))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.4.0", names: ["다"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, source: Self.user, options: .init())

        #expect(summary.addedPersons == ["다"])
        #expect(summary.replacesSample)
        #expect(await repository.directory?.source == Self.user)
        #expect(await repository.backups.count == 1)
    }

    @Test func execute_unknownSourceBelowTheLegacySample_comparesAsTheUsersSeries() async {
        let repository = InMemoryDirectoryRepository(directory: stored("1.2.0", source: .unknown))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        await #expect(throws: DirectoryError.workbookNotNewer(workbook: "1.1.0", stored: "1.2.0")) {
            try await useCase.execute(source, source: Self.user, options: .init())
        }
    }

    @Test func execute_removesFavoriteWithoutConfirmation_refusesAndKeepsStore() async {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.0.0", names: ["가", "나", "다", "라", "마", "바"], favorites: ["나"]))
        let source = DirectoryWorkbookSourceSpy(
            workbook: workbook("1.1.0", names: ["가", "다", "라", "마", "바"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        await #expect(
            throws: DirectoryError.removalNotConfirmed(removed: 1, of: 6, favorites: ["나"])
        ) {
            try await useCase.execute(source, source: Self.user, options: .init())
        }
        #expect(await repository.saveCount == 0)
    }

    @Test func execute_removesMoreThanAFifth_asksAndAppliesOnYes() async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.0.0", names: ["가", "나", "다", "라", "마"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가", "다"]))
        let useCase = ImportWorkbookUseCase(repository: repository)
        let asked = Counter()

        let summary = try await useCase.execute(
            source, source: Self.user,
            options: .init(confirm: { summary in
                await asked.add(summary.removedPersons.count)
                return true
            }))

        #expect(await asked.values == [3])
        #expect(summary.removedPersons == ["나", "라", "마"])
        #expect(await repository.directory?.persons.count == 2)
    }

    @Test func execute_removingAFifthOrLess_doesNotAsk() async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.0.0", names: ["가", "나", "다", "라", "마"]))
        let source = DirectoryWorkbookSourceSpy(
            workbook: workbook("1.1.0", names: ["가", "나", "다", "라"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, source: Self.user, options: .init())

        #expect(summary.removedPersons == ["마"])
    }

    @Test func execute_dryRun_returnsSummaryAndWritesNothing() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.0.0", favorites: ["나"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(
            source, source: Self.user, options: .init(dryRun: true))

        #expect(summary.removedFavorites == ["나"])
        #expect(await repository.saveCount == 0)
    }

    @Test func execute_favoriteSetWhileAsked_isKept() async throws {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.0.0", names: ["가", "나", "다"], favorites: ["다"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가", "나"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        _ = try await useCase.execute(
            source, source: Self.user,
            options: .init(confirm: { _ in
                try? await repository.setFavorite(true, for: PersonID(rawValue: "가"))
                return true
            }))

        #expect(await repository.directory?.favoriteIDs == [PersonID(rawValue: "가")])
    }

    @Test func execute_favoriteRemovedThatWasNotConfirmed_refuses() async {
        let repository = InMemoryDirectoryRepository(
            directory: stored("1.0.0", names: ["가", "나", "다"], favorites: ["다"]))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        await #expect(throws: DirectoryError.changedWhileConfirming) {
            try await useCase.execute(
                source, source: Self.user,
                options: .init(confirm: { _ in
                    try? await repository.setFavorite(true, for: PersonID(rawValue: "나"))
                    return true
                }))
        }
        #expect(await repository.directory?.persons.count == 3)
    }

    @Test(arguments: ["1.9.0", "1.2.0", "1.10"])
    func execute_notNewerWithoutForce_refusesBeforeParsing(version: String) async {
        let repository = InMemoryDirectoryRepository(directory: stored("1.10.0"))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook(version, names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        await #expect(throws: DirectoryError.workbookNotNewer(workbook: version, stored: "1.10.0"))
        {
            try await useCase.execute(source, source: Self.user, options: .init())
        }
        #expect(source.readCalls == 0)
        #expect(await repository.saveCount == 0)
    }

    @Test func execute_olderWithForce_imports() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.10.0"))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.9.0", names: ["가", "다"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(
            source, source: Self.user, options: .init(force: true))

        #expect(summary.addedPersons == ["다"])
        #expect(summary.removedPersons == ["나"])
        #expect(await repository.directory?.info.version.description == "1.9.0")
    }

    @Test func execute_import_reportsEachStepInOrderAfterTheWrite() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.9.0"))
        let source = DirectoryWorkbookSourceSpy(
            workbook: workbook("1.10.0", names: ["나", "가", "라"]))
        let steps = Mutex<[ImportStep]>([])
        let saves = Mutex<[Int]>([])

        _ = try await ImportWorkbookUseCase(repository: repository).execute(
            source, source: Self.user,
            options: .init(progress: { step in
                let saved = await repository.saveCount
                steps.withLock { $0.append(step) }
                saves.withLock { $0.append(saved) }
            }))

        #expect(steps.withLock { $0 } == [.checked, .read(persons: 3), .merged, .written])
        #expect(saves.withLock { $0 } == [0, 0, 0, 1])
    }

    @Test func execute_dryRun_reportsNoWrite() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.0.0"))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가"]))
        let steps = Mutex<[ImportStep]>([])

        _ = try await ImportWorkbookUseCase(repository: repository).execute(
            source, source: Self.user,
            options: .init(dryRun: true, progress: { step in steps.withLock { $0.append(step) } }))

        #expect(steps.withLock { $0 } == [.checked, .read(persons: 1), .merged])
    }

    @Test func execute_newer_mergesAndSaves() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.9.0"))
        let source = DirectoryWorkbookSourceSpy(
            workbook: workbook("1.10.0", names: ["나", "가", "라"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, source: Self.user, options: .init())

        #expect(summary.addedPersons == ["라"])
        #expect(summary.updatedPersons.isEmpty)
        #expect(await repository.directory?.persons.map(\.name) == ["나", "가", "라"])
    }

    @Test func execute_nothingStored_importsAnyVersion() async throws {
        let repository = InMemoryDirectoryRepository()
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("0.0.1", names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, source: Self.user, options: .init())

        #expect(summary.addedPersons == ["가"])
        #expect(await repository.saveCount == 1)
    }

    @Test func execute_unreadableWorkbook_keepsStore() async {
        let repository = InMemoryDirectoryRepository(directory: stored("1.0.0"))
        let source = DirectoryWorkbookSourceSpy()
        source.setVersion { SemanticVersion("2.0.0")! }
        source.setRead { throw DirectoryError.missingSheet("groups") }
        let useCase = ImportWorkbookUseCase(repository: repository)

        await #expect(throws: DirectoryError.missingSheet("groups")) {
            try await useCase.execute(source, source: Self.user, options: .init())
        }
        #expect(await repository.saveCount == 0)
    }

    /// A bundled sample at `version` (stored as bundled, or without a source as older builds
    /// wrote it) with a party of its own and a favourite.
    private func sample(_ version: String, source: DirectorySource) -> Directory {
        var directory = stored(version, names: ["샘플", "가"], source: source, favorites: [])
        directory.parties = [Party(id: PartyID(rawValue: 9), name: "샘플당")]
        return directory
    }

    @Test func execute_anyUserWorkbookOverTheSample_replacesItWithAndWithoutDryRun() async throws {
        var random = SeededGenerator(seed: 37)
        for _ in 0..<40 {
            let samples = [
                ("0.1.0", DirectorySource.bundled), ("1.9.0", .bundled), ("1.9.0", .unknown),
            ]
            let (sampleVersion, sampleSource) = samples.randomElement(using: &random)!
            let version = [0, 1, 2].map { _ in String(Int.random(in: 0...12, using: &random)) }
                .joined(separator: ".")
            let names = (0..<Int.random(in: 1...6, using: &random)).map { "의원\($0)" }
            var incoming = workbook(version, names: names)
            incoming.parties = [Party(id: PartyID(rawValue: 1), name: "가나당")]
            let repository = InMemoryDirectoryRepository(
                directory: sample(sampleVersion, source: sampleSource))
            let source = DirectoryWorkbookSourceSpy(workbook: incoming)
            let useCase = ImportWorkbookUseCase(repository: repository)

            let preview = try await useCase.execute(
                source, source: Self.user, options: .init(dryRun: true))
            let summary = try await useCase.execute(source, source: Self.user, options: .init())

            for result in [preview, summary] {
                #expect(result.replacesSample, "\(sampleVersion) → \(version)")
                #expect(result.previousVersion == SemanticVersion(sampleVersion))
                #expect(result.version == SemanticVersion(version))
                #expect(result.personCount == names.count)
            }
            let directory = await repository.directory
            #expect(directory?.parties.map(\.name) == ["가나당"])
            #expect(directory?.persons.map(\.name) == names)
            #expect(directory?.source == Self.user)
        }
    }

    @Test func execute_overAUsersImport_doesNotSayItReplacesTheSample() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.0.0"))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.1.0", names: ["가", "나"]))

        let summary = try await ImportWorkbookUseCase(repository: repository).execute(
            source, source: Self.user, options: .init())

        #expect(!summary.replacesSample)
    }
}

/// Records values from concurrent closures.
private actor Counter {
    private(set) var values: [Int] = []

    func add(_ value: Int) { values.append(value) }
}
