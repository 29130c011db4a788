import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterDomain
import WaterTestSupport

@testable import CleanAppsDataCore
@testable import WaterData

/// Seeded fuzzing of the Water decoders: a sources file as the bundled starting data is
/// read, and `water.json` on disk through the real ``StoredWaterSourcesClient``.
@Suite struct WaterFuzzTests {
    @Test func sourcesFile_mutated_givesValidSourcesOrFailsTyped() async throws {
        let file = try JSONEncoder().encode(
            WaterSourcesDocument(sources: Self.sampleSources.map(WaterSourceDTO.init)))
        let fuzz = DecoderFuzz(cases: 2_500, seed: 31) { $0 is InvalidWaterData }

        let failures = await fuzz.failures(of: file) { data in
            Self.expectValid(try BundledWaterData.decodeSources(from: data))
        }

        #expect(failures > 0 && failures < 2_500)
    }

    @Test func waterFile_mutated_readOrMovedAsideAndNewerNeverOverwritten() async throws {
        let temporary = try TemporaryDirectory()
        let original = try await Self.waterFile(in: temporary.appending("original"))
        let fuzzer = StoreFileFuzzer(fileName: StoredWaterSourcesClient.fileName, schemaVersion: 1)
        { $0 is WaterError }

        let tally = try await fuzzer.run(
            original: original, cases: 400, seed: 32, in: temporary,
            make: { Self.client(in: $0.folder, notices: $0.notices) },
            read: { client, _ in Self.expectValid(try await client.load()) },
            write: { client, _ in try await client.save(.sample(id: "well-z", boiled: 40)) })

        #expect(tally.movedAside > 0 && tally.newer > 0 && tally.typedFailures > 0)
        #expect(tally.movedAside + tally.newer < tally.cases)
    }

    /// Three sources, on both sides of the equator and the prime meridian.
    static let sampleSources: [WaterSource] = [
        .sample(),
        .sample(id: "spring_2", title: "Джерело", latitude: -33.9, longitude: 18.4, boiled: 100),
        .sample(id: "tank-3", title: "Tank 3", latitude: 0, longitude: 179.99, filtered: 55),
    ]

    static func client(in folder: URL, notices: NoticeBoard) -> StoredWaterSourcesClient {
        StoredWaterSourcesClient(
            directory: folder, notices: notices, now: { Date(timeIntervalSince1970: 1e9) },
            startingSources: { sampleSources })
    }

    /// `water.json` holding ``sampleSources`` after one change, written by the client.
    static func waterFile(in folder: URL) async throws -> Data {
        let client = client(in: folder, notices: NoticeBoard())
        try await client.save(.sample(id: "well-a", title: "Well A", boiled: 20))
        return try Data(contentsOf: client.fileURL)
    }

    /// Sources read from a file keep every rule the Water app relies on.
    static func expectValid(_ sources: [WaterSource]) {
        #expect(Set(sources.map(\.id)).count == sources.count)
        for source in sources {
            #expect(source.location.isValid)
            #expect(!source.id.rawValue.isEmpty && source.id.rawValue.count <= 64)
            #expect(source.id.rawValue.unicodeScalars.allSatisfy { $0.isASCII })
            let percentages = [
                source.percentBoiled, source.percentDisinfected, source.percentFiltered,
            ]
            #expect(percentages.allSatisfy(WaterSource.percentRange.contains))
        }
    }
}
