import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CampaignsData
@testable import CleanAppsDataCore

/// Seeded fuzzing of the Campaigns decoders: the stored campaign records, monobank's jar
/// answer through the real ``MonobankJarClient``, and `campaigns.json` on disk through the
/// real store and repository.
@Suite struct CampaignsFuzzTests {
    @Test func campaignRecords_mutated_decodeToSaneCampaignsOrFailTyped() async throws {
        let records = try DocumentCoding.makeEncoder().encode(
            Self.sampleCampaigns.map(CampaignDTO.init))
        let fuzz = DecoderFuzz(cases: 3_000, seed: 21) { $0 is DecodingError }

        let failures = await fuzz.failures(of: records) { data in
            let dtos = try DocumentCoding.makeDecoder().decode([CampaignDTO].self, from: data)
            for campaign in dtos.compactMap({ $0.campaign() }) { Self.expectSane(campaign) }
        }

        #expect(failures > 0 && failures < 3_000)
    }

    @Test func jarDetailsAnswer_mutated_givesSaneDetailsOrTypedError() async throws {
        let answer = #"{"jarAmount": 1234567, "jarStatus": "ACTIVE", "jarGoal": 10000000}"#
        let fuzz = DecoderFuzz(cases: 1_500, seed: 22) { $0 is CampaignsError }

        let failures = await fuzz.failures(of: Data(answer.utf8)) { body in
            let details = try await Self.jarClient(answering: body).jarDetails(forJarID: "abc1")
            #expect(details.collected.kopecks >= 0 && (details.goal?.kopecks ?? 1) > 0)
            #expect(!details.status.isEmpty && details.status.count <= 201)
            #expect(Self.isOneLine(details.status), "\(details.status.debugDescription)")
        }

        #expect(failures > 0 && failures < 1_500)
    }

    @Test func jarErrorAnswer_mutated_isRefusedWithAOneLineReasonOrBadData() async throws {
        let answer = #"{"errCode": "ERR_JAR_NOT_FOUND", "errText": "Банку не знайдено"}"#
        let fuzz = DecoderFuzz(cases: 1_500, seed: 24) { $0 is CampaignsError }
        var refusals = 0

        let failures = await fuzz.failures(of: Data(answer.utf8)) { body in
            do {
                _ = try await Self.jarClient(answering: body).jarDetails(forJarID: "abc1")
            } catch CampaignsError.jarRefused(let reason) {
                refusals += 1
                #expect(!reason.isEmpty && reason.count <= 201 && Self.isOneLine(reason))
                throw CampaignsError.jarRefused(reason)
            }
        }

        #expect(refusals > 0 && refusals < failures && failures == 1_500)
    }

    @Test func campaignsFile_mutated_readOrMovedAsideAndNewerNeverOverwritten() async throws {
        let temporary = try TemporaryDirectory()
        let original = try await Self.campaignsFile(in: temporary.appending("original"))
        let fuzzer = StoreFileFuzzer(
            fileName: JSONFileCampaignDocumentStorage.fileName, schemaVersion: 1
        ) { $0 is CampaignsError }

        let tally = try await fuzzer.run(
            original: original, cases: 400, seed: 23, in: temporary,
            make: { Self.repository(in: $0.folder, notices: $0.notices) },
            read: { repository, _ in
                for campaign in try await repository.campaigns() { Self.expectSane(campaign) }
            },
            write: { repository, _ in try await repository.save(CampaignFixtures.campaign(id: 9)) })

        #expect(tally.movedAside > 0 && tally.newer > 0)
        #expect(tally.movedAside + tally.newer < tally.cases)
    }

    /// Two campaigns, one with a jar link and jar details.
    static let sampleCampaigns = [
        CampaignFixtures.campaign(id: 1),
        CampaignFixtures.campaign(
            id: 2, purpose: "Авто для евакуації", jarLink: CampaignFixtures.monobankLink("abc123"),
            format: .story, jarDetails: CampaignFixtures.jarDetails(collected: 5_050, goal: 90_000),
            placement: PhotoPlacement(scale: 1.5, offsetX: -0.25, offsetY: 0.5)),
    ]

    /// The real jar client over an HTTP client that answers 200 with `body`.
    static func jarClient(answering body: Data) -> MonobankJarClient {
        MonobankJarClient(
            httpClient: FakeJarHTTPClient { _ in HTTPResponse(statusCode: 200, body: body) },
            endpoint: URL(string: "http://127.0.0.1:9/api/handler"))
    }

    static func repository(in folder: URL, notices: NoticeBoard) -> DocumentCampaignsRepository {
        DocumentCampaignsRepository(
            storage: JSONFileCampaignDocumentStorage(
                directory: folder, notices: notices, now: { CampaignFixtures.referenceDate }))
    }

    /// `campaigns.json` holding ``sampleCampaigns``, written by the repository itself.
    static func campaignsFile(in folder: URL) async throws -> Data {
        let repository = repository(in: folder, notices: NoticeBoard())
        for campaign in sampleCampaigns { try await repository.save(campaign) }
        return try Data(
            contentsOf: folder.appendingPathComponent(JSONFileCampaignDocumentStorage.fileName))
    }

    /// A campaign read from outside data stays within the ranges the app relies on.
    static func expectSane(_ campaign: Campaign) {
        #expect(PhotoPlacement.scaleRange.contains(campaign.placement.scale))
        #expect(PhotoPlacement.offsetRange.contains(campaign.placement.offsetX))
        #expect(PhotoPlacement.offsetRange.contains(campaign.placement.offsetY))
        #expect(campaign.progress.map { (0...1).contains($0) } ?? true)
        _ = (campaign.target?.formattedWithCurrency, campaign.collected?.formatted)
    }

    /// Whether `text` has no control or format characters (safe to print on one line).
    static func isOneLine(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }
    }
}
