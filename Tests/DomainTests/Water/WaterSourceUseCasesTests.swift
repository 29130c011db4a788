import CleanAppsCore
import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterTestSupport

@Suite struct WaterSourceUseCasesTests {
    @Test func load_success_returnsTheClientsSources() async throws {
        let sources: [WaterSource] = [.sample(id: "a"), .sample(id: "b")]
        let client = WaterSourcesClientSpy(load: { sources })

        let loaded = try await LoadWaterSourcesUseCase(sources: client).execute()

        #expect(loaded == sources)
    }

    @Test func load_failure_rethrows() async {
        let client = WaterSourcesClientSpy(load: { throw WaterError.loadFailed("gone") })

        await #expect(throws: WaterError.loadFailed("gone")) {
            try await LoadWaterSourcesUseCase(sources: client).execute()
        }
    }

    @Test func find_knownID_returnsThatSource() async throws {
        let client = WaterSourcesClientSpy(load: { [.sample(id: "a"), .sample(id: "b")] })

        let found = try await FindWaterSourceUseCase(sources: client).execute(id: "b")

        #expect(found == .sample(id: "b"))
    }

    @Test func find_unknownID_throwsNotFoundWithAHint() async {
        let client = WaterSourcesClientSpy(load: { [.sample(id: "a")] })

        let error = await #expect(throws: WaterError.self) {
            try await FindWaterSourceUseCase(sources: client).execute(id: "zz")
        }

        #expect(error == .notFound(id: "zz"))
        #expect(
            error?.message
                == "No water source has the id 'zz'.")
    }

    @Test func reset_resetsThenReturnsTheSourcesAsTheyNowAre() async throws {
        let client = WaterSourcesClientSpy(load: { [.sample(id: "fresh")] }, reset: {})

        let sources = try await ResetWaterSourcesUseCase(sources: client).execute()

        #expect(sources == [.sample(id: "fresh")])
        #expect(client.resetCount == 1)
        #expect(client.loadCount == 1)
    }

    @Test func loadAuthor_success_returnsTheAuthor() async throws {
        let authors = AuthorClientSpy(author: { Author(name: "Ada", title: "Engineer") })

        let author = try await LoadAuthorUseCase(authors: authors).execute()

        #expect(author == Author(name: "Ada", title: "Engineer"))
    }

    @Test func loadAuthor_failure_rethrows() async {
        let authors = AuthorClientSpy(author: { throw WaterError.authorUnavailable("offline") })

        await #expect(throws: WaterError.authorUnavailable("offline")) {
            try await LoadAuthorUseCase(authors: authors).execute()
        }
    }
}
