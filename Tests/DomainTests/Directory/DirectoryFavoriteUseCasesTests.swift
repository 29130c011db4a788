import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Testing

@Suite struct DirectoryFavoriteUseCasesTests {
    @Test func toggle_twice_addsThenRemoves() async throws {
        let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())
        let useCase = TogglePersonFavoriteUseCase(repository: repository)
        let id = PersonID(rawValue: "김철수")

        let first = try await useCase.execute(id)
        let stored = await repository.directory?.favoriteIDs
        let second = try await useCase.execute(id)

        #expect(first)
        #expect(stored == [id])
        #expect(!second)
        #expect(await repository.directory?.favoriteIDs == [])
    }

    @Test func toggle_unknownPerson_throwsNotFound() async {
        let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())

        await #expect(throws: DirectoryError.personNotFound("아무개")) {
            try await TogglePersonFavoriteUseCase(repository: repository).execute(
                PersonID(rawValue: "아무개"))
        }
    }

    @Test func toggle_nothingStored_throwsNotFound() async {
        await #expect(throws: DirectoryError.personNotFound("홍길동")) {
            try await TogglePersonFavoriteUseCase(repository: InMemoryDirectoryRepository())
                .execute(PersonID(rawValue: "홍길동"))
        }
    }

    @Test func set_isIdempotentAndKeepsOrder() async throws {
        let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())
        let useCase = SetPersonFavoriteUseCase(repository: repository)

        try await useCase.execute(true, for: PersonID(rawValue: "이순신"))
        try await useCase.execute(true, for: PersonID(rawValue: "홍길동"))
        try await useCase.execute(true, for: PersonID(rawValue: "이순신"))

        #expect(
            await repository.directory?.favoriteIDs.map(\.rawValue) == ["홍길동", "이순신"])
    }
}
