import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterData
import WaterDomain
import WaterTestSupport

@Suite struct StoredWaterSourcesClientTests {
    private static let starting: [WaterSource] = [
        .sample(id: "a", title: "Source A"), .sample(id: "b", title: "Source B", boiled: 100),
    ]

    private let directory: TemporaryDirectory
    private let notices = NoticeBoard()

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func makeClient(
        startingSources: @escaping StoredWaterSourcesClient.StartingSources = { Self.starting }
    ) -> StoredWaterSourcesClient {
        StoredWaterSourcesClient(
            directory: directory.url, notices: notices,
            now: { Date(timeIntervalSince1970: 1_700_000_000) }, startingSources: startingSources)
    }

    /// Writes `water.json` holding `sourcesJSON` in the store's envelope.
    private func writeFile(sourcesJSON: String) throws {
        let text = """
            {"document": {"sources": \(sourcesJSON)}, "savedAt": "2023-11-14T22:13:20Z", \
            "schemaVersion": 1}
            """
        try Data(text.utf8).write(to: directory.appending("water.json"))
    }

    @Test func load_firstRun_returnsTheStartingSourcesAndWritesNothing() async throws {
        let client = makeClient()

        let sources = try await client.load()

        #expect(sources == Self.starting)
        #expect(directory.names().isEmpty)
    }

    @Test func load_firstRunWithTheBundledData_returnsTheBundledSources() async throws {
        let client = StoredWaterSourcesClient(directory: directory.url, notices: notices)

        let sources = try await client.load()

        #expect(sources == (try BundledWaterData.sources()))
    }

    @Test func save_thenANewInstance_seesTheChangeAndTheOtherSources() async throws {
        let first = makeClient()
        try await first.save(.sample(id: "a", title: "Source A", boiled: 100, filtered: 100))

        let second = makeClient(startingSources: { [] })
        let sources = try await second.load()

        #expect(
            sources == [
                .sample(id: "a", title: "Source A", boiled: 100, filtered: 100), Self.starting[1],
            ])
    }

    @Test func save_negativeCoordinates_roundTripWithTheirSigns() async throws {
        let client = makeClient()
        let southWest = WaterSource.sample(
            id: "punta-arenas", title: "Strait of Magellan", latitude: -53.1638,
            longitude: -70.9171)

        try await client.save(southWest)
        let reloaded = try await makeClient().load()

        #expect(reloaded.last == southWest)
        #expect(reloaded.last?.location == GeoCoordinate(latitude: -53.1638, longitude: -70.9171))
        let file = try String(contentsOf: directory.appending("water.json"), encoding: .utf8)
        #expect(file.contains("-70.9171"))
        #expect(file.contains("-53.1638"))
    }

    @Test func save_fails_throwsSaveFailedAndKeepsThePreviousValue() async throws {
        let client = makeClient()
        try await client.save(.sample(id: "a", title: "Source A", boiled: 100))
        let lock = directory.appending("water.json.lock")
        try FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)

        let error = await #expect(throws: WaterError.self) {
            try await client.save(.sample(id: "a", title: "Source A", boiled: 100, filtered: 100))
        }

        let file = directory.appending("water.json").path
        #expect(
            error
                == .saveFailed(
                    "Could not save \(file) (is a directory); the previous version of the file "
                        + "is unchanged."))
        #expect(try await client.load().first == .sample(id: "a", title: "Source A", boiled: 100))
    }

    @Test func reset_afterChanges_restoresTheStartingSources() async throws {
        let client = makeClient()
        try await client.save(.sample(id: "a", title: "Source A", boiled: 100))
        try await client.save(.sample(id: "new"))

        try await client.reset()

        #expect(try await makeClient().load() == Self.starting)
    }

    @Test func load_validJSONWithAnImpossibleLatitude_saysWhichFileAndHowToFixIt() async throws {
        try writeFile(
            sourcesJSON: """
                [{"id": "x", "title": "X", "latitude": 200, "longitude": 0, \
                "percentBoiled": 0, "percentDisinfected": 0, "percentFiltered": 0}]
                """)
        let client = makeClient()

        let error = await #expect(throws: WaterError.self) { try await client.load() }

        let file = directory.appending("water.json").path
        #expect(
            error
                == .damagedFile(
                    path: file,
                    reason: "source 'x' is at latitude 200.0, longitude 0.0, outside -90...90 and "
                        + "-180...180",
                    whileSaving: false))
    }

    @Test(arguments: [
        (
            #"{"id": "x", "title": "X", "latitude": 0, "longitude": 0, "percentBoiled": 150, "percentDisinfected": 0, "percentFiltered": 0}"#,
            "source 'x' has a percentage outside 0...100"
        ),
        (
            #"{"id": "a b", "title": "X", "latitude": 0, "longitude": 0, "percentBoiled": 0, "percentDisinfected": 0, "percentFiltered": 0}"#,
            "a source has an id that is not 1 to 64 letters, digits, '-' or '_'"
        ),
        (
            #"{"id": "x", "title": " ", "latitude": 0, "longitude": 0, "percentBoiled": 0, "percentDisinfected": 0, "percentFiltered": 0}"#,
            "source 'x' has no title"
        ),
    ])
    func load_invalidSource_isReportedWithTheReason(source: String, reason: String) async throws {
        try writeFile(sourcesJSON: "[\(source)]")
        let client = makeClient()

        let error = await #expect(throws: WaterError.self) { try await client.load() }

        #expect(error?.message.contains("(\(reason))") == true)
    }

    @Test func load_duplicateIDs_isReported() async throws {
        let source = """
            {"id": "x", "title": "X", "latitude": 0, "longitude": 0, "percentBoiled": 0, \
            "percentDisinfected": 0, "percentFiltered": 0}
            """
        try writeFile(sourcesJSON: "[\(source), \(source)]")

        let error = await #expect(throws: WaterError.self) { try await makeClient().load() }

        #expect(error?.message.contains("(two sources have the id 'x')") == true)
    }

    @Test func load_notJSON_isMovedAsideWithANoticeAndTheStartingSourcesReturn() async throws {
        try Data("{broken".utf8).write(to: directory.appending("water.json"))
        let client = makeClient()

        let sources = try await client.load()

        #expect(sources == Self.starting)
        #expect(directory.names().contains("water.json.corrupt-20231114-221320"))
        #expect(notices.drain().count == 1)
    }

    @Test func load_startingSourcesUnavailable_throwsTheirError() async {
        let client = makeClient(startingSources: { throw WaterError.loadFailed("missing") })

        await #expect(throws: WaterError.loadFailed("missing")) { try await client.load() }
    }
}
