import CleanAppsCore
import CleanAppsDataCore
import Testing
import WaterData
import WaterDomain

@Suite struct PreviewWaterClientsTests {
    @Test func load_preview_isTheOriginalsThreeSources() async throws {
        let sources = try await PreviewWaterSourcesClient().load()

        #expect(sources.map(\.title) == ["Watersource A", "Watersource B", "Watersource C"])
        #expect(sources.map { $0.percent(for: .boil) } == [100, 0, 0])
        #expect(sources.map { $0.percent(for: .disinfect) } == [54, 0, 0])
        #expect(sources.map { $0.percent(for: .filter) } == [0, 0, 0])
        #expect(sources.allSatisfy { $0.location.longitude < 0 })
    }

    @Test func save_existingAndNew_updatesByIDOrAppends() async throws {
        let client = PreviewWaterSourcesClient()
        var a = try #require(try await client.load().first)
        a.percentFiltered = 100
        let d = WaterSource(
            id: "d", title: "Watersource D", location: GeoCoordinate(latitude: 1, longitude: -1))

        try await client.save(a)
        try await client.save(d)

        let sources = try await client.load()
        #expect(sources.map(\.id) == ["a", "b", "c", "d"])
        #expect(sources[0].percentFiltered == 100)
    }

    @Test func reset_afterChanges_putsTheStartingSourcesBack() async throws {
        let client = PreviewWaterSourcesClient(sources: [])

        try await client.reset()

        #expect(try await client.load() == PreviewWaterSourcesClient.startingSources)
    }

    @Test func author_preview_isJohnnyAppleseed() async throws {
        let author = try await PreviewAuthorClient().author()

        #expect(author == Author(name: "Johnny Appleseed", title: "Preview Author"))
    }
}
