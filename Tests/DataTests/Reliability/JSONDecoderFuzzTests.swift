import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import CleanAppsDataCore
@testable import GiveawaysData
@testable import MarketingData

/// Seeded fuzzing of every JSON decoder the apps feed outside data to: each mutated document
/// decodes, or fails with a `DecodingError` or the feature's own typed error.
@Suite struct JSONDecoderFuzzTests {
    @Test func giveawayList_mutated_decodesOrFailsTyped() async throws {
        let list = try Self.slice(Self.fixture("Giveaways/giveaways-2026-09-sample.json"), 3)

        let failures = await fuzz(list, cases: 5_000, seed: 1) {
            try GiveawaysDecoding.list(from: $0)
        }

        #expect(failures > 0 && failures < 5_000)
    }

    @Test func giveawayItem_mutated_decodesOrFailsTyped() async throws {
        let item = try Self.element(Self.fixture("Giveaways/giveaways-2026-09-sample.json"), 0)

        let failures = await fuzz(item, cases: 1_500, seed: 2) {
            try GiveawaysDecoding.item(from: $0)
        }

        #expect(failures > 0 && failures < 1_500)
    }

    @Test func giveawayWorth_mutated_decodesOrFailsTyped() async throws {
        let worth = try Self.fixture("Giveaways/worth-2026-09.json")

        let failures = await fuzz(worth, cases: 1_500, seed: 3) {
            try GiveawaysDecoding.worth(from: $0)
        }

        #expect(failures > 0 && failures < 1_500)
    }

    @Test func marketingTargeting_mutated_decodesOrFailsTyped() async throws {
        let targeting = try Self.fixture("Marketing/b22fd39c053b256222b1.json")

        let failures = await fuzz(targeting, cases: 3_000, seed: 4) {
            try TargetingSpecificDTO.targetingSpecifics(
                from: JSONDecoder().decode([TargetingSpecificDTO].self, from: $0))
        }

        #expect(failures > 0 && failures < 3_000)
    }

    @Test(arguments: [
        MarketingSamples.facebook, MarketingSamples.linkedin, MarketingSamples.twitter,
        MarketingSamples.instagram, MarketingSamples.adWords, MarketingSamples.seo,
    ])
    func marketingChannel_mutated_decodesOrFailsTyped(channel: Channel) async throws {
        let document = try Self.fixture("Marketing/\(channel.id.rawValue).json")

        let failures = await fuzz(document, cases: 500, seed: 5) {
            try JSONDecoder().decode(ChannelDocumentDTO.self, from: $0).packages(for: channel)
        }

        #expect(failures > 0 && failures < 500)
    }

    @Test func selection_mutated_decodesOrFailsTyped() async throws {
        let selection = try JSONEncoder().encode(Self.sampleSelection())

        let failures = await fuzz(selection, cases: 3_600, seed: 6) {
            try JSONDecoder().decode(SelectionDTO.self, from: $0).toDomain()
        }

        #expect(failures > 0 && failures < 3_600)
    }

    @Test func savedSelectionEnvelope_mutated_decodesOrFailsTyped() async throws {
        let envelope = DocumentEnvelope(
            schemaVersion: 1, savedAt: "2026-11-21T10:00:00Z",
            document: SavedSelectionDocument(progress: try Self.sampleSelection().toDomain()))
        let file = try DocumentCoding.makeEncoder().encode(envelope)

        let failures = await fuzz(file, cases: 2_000, seed: 7) {
            try DocumentCoding.makeDecoder(expectingVersion: 1).decode(
                DocumentEnvelope<SavedSelectionDocument>.self, from: $0)
        }

        #expect(failures > 0 && failures < 2_000)
    }

    /// Runs `decode` on `cases` mutations of `document`; returns how many failed, recording
    /// an issue for any failure that is not a typed decoding or document error.
    private func fuzz<Value>(
        _ document: Data, cases: Int, seed: UInt64, decode: (Data) throws -> Value
    ) async -> Int {
        await DecoderFuzz(cases: cases, seed: seed) {
            $0 is DecodingError || $0 is MarketingDocumentError || $0 is MarketingError
        }.failures(of: document) { _ = try decode($0) }
    }

    static func fixture(_ path: String) throws -> Data {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Data(contentsOf: root.appendingPathComponent(path))
    }

    static func slice(_ list: Data, _ count: Int) throws -> Data {
        let array = try #require(try JSONSerialization.jsonObject(with: list) as? [Any])
        return try JSONSerialization.data(withJSONObject: Array(array.prefix(count)))
    }

    static func element(_ list: Data, _ index: Int) throws -> Data {
        let array = try #require(try JSONSerialization.jsonObject(with: list) as? [Any])
        return try JSONSerialization.data(withJSONObject: array[index])
    }

    static func sampleSelection() -> SelectionDTO {
        SelectionDTO(
            targets: ["Keywords", "Location"],
            packages: [
                .init(
                    channelID: "9789d17ffaf4432dcce0", channelName: "SEO", index: 1,
                    price: "320.5", currency: "EUR", details: ["Audit", "Backlinks"]),
                .init(
                    channelID: "0af1bfee844a7003cec5", channelName: "Facebook", index: 0,
                    price: "140", currency: "USD", details: []),
            ])
    }
}
