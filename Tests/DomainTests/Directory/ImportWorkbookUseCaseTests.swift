import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import Testing

@Suite struct ImportWorkbookUseCaseTests {
    private func workbook(_ version: String, names: [String]) -> DirectoryWorkbook {
        DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion(version)!),
            persons: names.enumerated().map { DirectoryTestData.row($1, row: $0 + 1) })
    }

    private func stored(_ version: String) -> Directory {
        DirectoryMerge().merge(stored: nil, incoming: workbook(version, names: ["가", "나"]))
            .directory
    }

    @Test(arguments: ["1.9.0", "1.2.0", "1.10"])
    func execute_notNewerWithoutForce_refusesBeforeParsing(version: String) async {
        let repository = InMemoryDirectoryRepository(directory: stored("1.10.0"))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook(version, names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        await #expect(throws: DirectoryError.workbookNotNewer(workbook: version, stored: "1.10.0"))
        {
            try await useCase.execute(source, force: false)
        }
        #expect(source.readCalls == 0)
        #expect(await repository.saveCount == 0)
    }

    @Test func execute_olderWithForce_imports() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.10.0"))
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("1.9.0", names: ["가", "다"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, force: true)

        #expect(summary.addedPersons == ["다"])
        #expect(summary.removedPersons == ["나"])
        #expect(await repository.directory?.info.version.description == "1.9.0")
    }

    @Test func execute_newer_mergesAndSaves() async throws {
        let repository = InMemoryDirectoryRepository(directory: stored("1.9.0"))
        let source = DirectoryWorkbookSourceSpy(
            workbook: workbook("1.10.0", names: ["나", "가", "라"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, force: false)

        #expect(summary.addedPersons == ["라"])
        #expect(summary.updatedPersons.isEmpty)
        #expect(await repository.directory?.persons.map(\.name) == ["나", "가", "라"])
    }

    @Test func execute_nothingStored_importsAnyVersion() async throws {
        let repository = InMemoryDirectoryRepository()
        let source = DirectoryWorkbookSourceSpy(workbook: workbook("0.0.1", names: ["가"]))
        let useCase = ImportWorkbookUseCase(repository: repository)

        let summary = try await useCase.execute(source, force: false)

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
            try await useCase.execute(source, force: false)
        }
        #expect(await repository.saveCount == 0)
    }
}
