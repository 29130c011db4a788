import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Testing

/// A user's import into an empty store goes straight in, without the bundled sample being
/// loaded and stored first, and ends as the launch check followed by the import did: the
/// same summary lines, the same stored directory, and an undo that puts the sample back.
///
/// NB: the one difference is by design: a lawmaker whom the merge over the sample matched to
/// a sample lawmaker of another name (by e-mail) or to a namesake took that lawmaker's id;
/// straight in, every id is the lawmaker's own. The generated workbooks give each name its
/// own e-mail and no namesakes, where both ways agree.
@Suite struct ImportIntoEmptyStoreTests {
    private static let user = DirectorySource.userFile(name: "real.xlsx", modified: nil)
    private static let namePool = [
        "가윤", "나래", "다온", "라희", "마루", "바다", "사랑", "아라", "자은", "차민", "카일", "타미",
        "파랑", "하늘", "고은", "노을",
    ]

    /// A workbook of `version` listing distinct names from the pool, each with the details
    /// its name always has (so the same name in two workbooks is one person).
    private static func workbook(
        _ version: SemanticVersion, using generator: inout SeededGenerator
    ) -> DirectoryWorkbook {
        let count = Int.random(in: 0...namePool.count, using: &generator)
        let names = namePool.shuffled(using: &generator).prefix(count)
        let persons = names.enumerated().map { index, name in
            let number = namePool.firstIndex(of: name)!
            return WorkbookPerson(
                rowNumber: index + 1, name: name, job: "국회의원",
                partyNumber: number % 3 == 0 ? nil : number % 3,
                district: "구역 \(number % 4)",
                links: [ContactLink(kind: .email, value: "p\(number)@example.org")])
        }
        let parties = (1...2).filter { _ in Bool.random(using: &generator) }.map {
            Party(id: PartyID(rawValue: $0), name: "당\($0)-\(version)")
        }
        let members = persons.filter { _ in Bool.random(using: &generator) }.map(\.rowNumber)
        let committees =
            members.isEmpty
            ? []
            : [
                WorkbookCommittee(
                    id: CommitteeID(group: 1, number: 1), title: "위원회", groupName: "상임위원회",
                    memberRowNumbers: members)
            ]
        return DirectoryWorkbook(
            info: DirectoryInfo(version: version), parties: parties, persons: persons,
            committees: committees,
            warnings: persons.isEmpty ? [] : ["cell C\(persons.count) was skipped"],
            notes: committees.isEmpty ? ["no committees"] : [])
    }

    /// The summary as the import command prints it over the sample.
    private static func printed(_ summary: DirectoryChangeSummary) -> [String] {
        [
            "\(summary.replacesSample)", "\(summary.previousVersion?.description ?? "-")",
            summary.version.description, "\(summary.personCount)",
            summary.removedFavorites.joined(separator: ","),
        ] + summary.notes + summary.warnings
    }

    @Test func straightImport_matchesLaunchCheckThenImport_overGeneratedWorkbooks() async throws {
        var generator = SeededGenerator(seed: 38)
        for round in 0..<60 {
            let sampleVersion = SemanticVersion("0.\(round % 3).0")!
            let sample = Self.workbook(sampleVersion, using: &generator)
            let userVersion = SemanticVersion("\(round % 4).1.0")!
            let incoming = Self.workbook(userVersion, using: &generator)
            let dryRun = round % 5 == 0

            // Before: the launch check stores the sample, then the import replaces it.
            let before = InMemoryDirectoryRepository()
            _ = try await LaunchSyncUseCase(
                repository: before, bundledWorkbook: DirectoryWorkbookSourceSpy(workbook: sample)
            ).execute()
            let beforeSummary = try await ImportWorkbookUseCase(repository: before).execute(
                DirectoryWorkbookSourceSpy(workbook: incoming), source: Self.user,
                options: .init(dryRun: dryRun))

            // Now: straight in.
            let now = InMemoryDirectoryRepository()
            let sampleSource = DirectoryWorkbookSourceSpy(workbook: sample)
            let nowSummary = try await ImportWorkbookUseCase(
                repository: now, bundledSample: sampleSource
            ).execute(
                DirectoryWorkbookSourceSpy(workbook: incoming), source: Self.user,
                options: .init(dryRun: dryRun))

            #expect(Self.printed(nowSummary) == Self.printed(beforeSummary), "round \(round)")
            #expect(sampleSource.readCalls == 0, "round \(round): the sample was read whole")
            if dryRun {
                #expect(await now.directory == nil, "round \(round)")
                continue
            }
            #expect(await now.directory == before.directory, "round \(round)")
            #expect(await now.backups.isEmpty, "round \(round)")

            // Undo puts the sample back in both.
            let imported = await now.directory
            let undoBefore = UndoDirectoryChangeUseCase(repository: before)
            let undoNow = UndoDirectoryChangeUseCase(repository: now, bundledSample: sampleSource)
            #expect(try await undoNow.preview() == undoBefore.preview(), "round \(round)")
            #expect(try await undoNow.execute() == undoBefore.execute(), "round \(round)")
            #expect(await now.directory == before.directory, "round \(round)")
            await #expect(throws: DirectoryError.nothingToUndo) { try await undoBefore.execute() }
            // The store cannot tell this import from one whose backups were let go, so the
            // undo kept the user's data as a backup: the second undo brings it back.
            #expect(try await undoNow.execute() == imported, "round \(round)")
            #expect(await now.directory == imported, "round \(round)")
        }
    }

    @Test func straightImport_withoutAReadableSample_isAFirstLoad() async throws {
        let repository = InMemoryDirectoryRepository()
        let sample = DirectoryWorkbookSourceSpy()
        sample.setVersion { throw DirectoryError.unreadableWorkbook("missing") }
        let incoming = DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion("1.4.0")!),
            persons: [DirectoryTestData.row("가", row: 1)])

        let summary = try await ImportWorkbookUseCase(repository: repository, bundledSample: sample)
            .execute(
                DirectoryWorkbookSourceSpy(workbook: incoming), source: Self.user,
                options: .init())

        #expect(!summary.replacesSample)
        #expect(summary.previousVersion == nil)
        #expect(summary.addedPersons == ["가"])
        #expect(await repository.directory?.source == Self.user)
    }

    @Test func undo_overTheBundledDataWithNoBackup_hasNothingToUndo() async throws {
        let sample = DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion("0.1.0")!),
            persons: [DirectoryTestData.row("가", row: 1)])
        let stored = DirectoryMerge().merge(stored: nil, incoming: sample, source: .bundled)
        let repository = InMemoryDirectoryRepository(directory: stored.directory)
        let useCase = UndoDirectoryChangeUseCase(
            repository: repository, bundledSample: DirectoryWorkbookSourceSpy(workbook: sample))

        #expect(try await useCase.preview() == nil)
        await #expect(throws: DirectoryError.nothingToUndo) { try await useCase.execute() }
        #expect(await repository.directory == stored.directory)
    }

    @Test(arguments: 1...6)
    func undo_pastEveryKeptBackup_neverDropsAUsersData(imports: Int) async throws {
        let sample = DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion("0.1.0")!),
            persons: [DirectoryTestData.row("가", row: 1)])
        let sampleSource = DirectoryWorkbookSourceSpy(workbook: sample)
        let repository = InMemoryDirectoryRepository()
        for count in 1...imports {
            let incoming = DirectoryWorkbook(
                info: DirectoryInfo(version: SemanticVersion("1.\(count).0")!),
                persons: (1...count).map { DirectoryTestData.row("이\($0)", row: $0) })
            _ = try await ImportWorkbookUseCase(repository: repository, bundledSample: sampleSource)
                .execute(
                    DirectoryWorkbookSourceSpy(workbook: incoming), source: Self.user,
                    options: .init(force: true))
        }
        let undo = UndoDirectoryChangeUseCase(repository: repository, bundledSample: sampleSource)
        var seen: [Directory] = []
        for _ in 0..<8 {
            let replaced = try #require(await repository.directory)
            seen.append(replaced)
            let restored = try await undo.execute()
            if restored.source.isBundled {
                // The data the undo replaced is the backup a next undo puts back.
                #expect(try await undo.preview() == replaced)
            }
        }
        #expect(seen.contains { $0.source.isBundled })
    }

    @Test func undo_ofAUsersDataWithNoBackupAndNoSample_hasNothingToUndo() async throws {
        let incoming = DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion("1.0.0")!),
            persons: [DirectoryTestData.row("가", row: 1)])
        let stored = DirectoryMerge().merge(stored: nil, incoming: incoming, source: Self.user)
        let repository = InMemoryDirectoryRepository(directory: stored.directory)
        let sample = DirectoryWorkbookSourceSpy()
        sample.setRead { throw DirectoryError.unreadableWorkbook("missing") }

        let useCase = UndoDirectoryChangeUseCase(repository: repository, bundledSample: sample)

        #expect(try await useCase.preview() == nil)
        await #expect(throws: DirectoryError.nothingToUndo) { try await useCase.execute() }
    }
}
