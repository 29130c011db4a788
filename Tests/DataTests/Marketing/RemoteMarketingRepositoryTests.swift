import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct RemoteMarketingRepositoryTests {
    static let targetingPath = "/b22fd39c053b256222b1"
    static let facebookPath = "/0af1bfee844a7003cec5"
    static let bundled = DataOrigin.bundled(takenAt: nil)

    func makeRepository(
        _ client: HTTPClientSpy, clock: TestClock = TestClock(), folder: URL? = nil,
        base: String = "https://npoint.test"
    ) throws -> RemoteMarketingRepository {
        RemoteMarketingRepository(
            client: client, baseURL: try #require(URL(string: base)),
            fallbackFolder: try folder ?? MarketingFixtures.folder(), clock: clock)
    }

    @Test func targetingSpecifics_serverAnswers_isLiveAndRequestIsWellFormed() async throws {
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                Self.targetingPath: MarketingAnswers.ok(
                    #"[{"target":"Only","available_channels":[]}]"#)
            ]))

        let result = try await makeRepository(client).targetingSpecifics()

        #expect(result == Sourced([TargetingSpecific(name: "Only", channels: [])], origin: .live))
        let request = try #require(client.requests.first)
        #expect(request.url.absoluteString == "https://npoint.test/b22fd39c053b256222b1")
        #expect(request.method == .get)
        #expect(request.deadline == .seconds(3))
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["Cache-Control"] == "no-cache")
    }

    static let failures: [(String, HTTPClientSpy.Answer)] = [
        ("timeout", MarketingAnswers.fail(.timedOut)),
        ("refused", MarketingAnswers.fail(.offline)),
        ("500", MarketingAnswers.status(500, "oops")),
        ("404", MarketingAnswers.status(404)),
        ("garbage", MarketingAnswers.ok("<html>not json")),
        ("wrong shape", MarketingAnswers.ok(#"{"targets":[]}"#)),
        (
            "invalid id",
            MarketingAnswers.ok(
                #"[{"target":"A","available_channels":[{"channel":"X","channel_id":"../x"}]}]"#)
        ),
        ("too large", MarketingAnswers.fail(.badData("too large"))),
        ("empty list", MarketingAnswers.ok("[]")),
        ("no packages", MarketingAnswers.ok(#"{"channel":"Facebook","monthly_fees":[]}"#)),
    ]

    @Test(arguments: failures)
    func targetingSpecifics_anyFailure_fallsBackToBundledDocument(
        kind: String, reply: @escaping HTTPClientSpy.Answer
    ) async throws {
        let client = HTTPClientSpy(MarketingAnswers.routes([Self.targetingPath: reply]))

        let result = try await makeRepository(client).targetingSpecifics()

        #expect(result.origin == Self.bundled)
        #expect(result.value.count == 15)
        #expect(result.value.first?.name == "Location")
    }

    @Test(arguments: failures)
    func packages_anyFailure_fallsBackToBundledDocument(
        kind: String, reply: @escaping HTTPClientSpy.Answer
    ) async throws {
        let client = HTTPClientSpy(MarketingAnswers.routes([Self.facebookPath: reply]))

        let result = try await makeRepository(client).packages(of: MarketingSamples.facebook)

        #expect(result.origin == Self.bundled)
        #expect(result.value.map(\.price) == [140, 200, 100, 75])
    }

    @Test func packages_serverAnswers_isLive() async throws {
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                Self.facebookPath: MarketingAnswers.ok(
                    #"{"channel":"Facebook","monthly_fees":[{"price":1,"currency":"EUR"}]}"#)
            ]))

        let result = try await makeRepository(client).packages(of: MarketingSamples.facebook)

        #expect(result.origin == .live)
        #expect(result.value.map(\.name) == ["Facebook Package 1"])
        #expect(
            client.requests.map(\.url.absoluteString) == [
                "https://npoint.test/0af1bfee844a7003cec5"
            ])
    }

    @Test func targetingSpecifics_failureAndNoBundledCopy_throwsTargetingUnavailable() async throws
    {
        let client = HTTPClientSpy(
            MarketingAnswers.routes([Self.targetingPath: MarketingAnswers.fail(.offline)]))
        let repository = try makeRepository(client, folder: MarketingFixtures.emptyFolder())

        await #expect(throws: MarketingError.targetingUnavailable) {
            try await repository.targetingSpecifics()
        }
    }

    @Test func packages_failureAndNoBundledCopy_isEmpty() async throws {
        let client = HTTPClientSpy(
            MarketingAnswers.routes([Self.facebookPath: MarketingAnswers.status(503)]))
        let repository = try makeRepository(client, folder: MarketingFixtures.emptyFolder())

        let result = try await repository.packages(of: MarketingSamples.facebook)

        #expect(
            result
                == Sourced(
                    [], origin: Self.bundled, fallbackReason: .failure("npoint answered HTTP 503")))
    }

    @Test func packages_channelWithoutBundledFile_isEmptyAfterFailure() async throws {
        let unknown = MarketingSamples.channel("00000000000000000000", "Nowhere")
        let client = HTTPClientSpy(
            MarketingAnswers.routes(["/00000000000000000000": MarketingAnswers.fail(.offline)]))

        let result = try await makeRepository(client).packages(of: unknown)

        #expect(result.value.isEmpty)
        #expect(result.origin == Self.bundled)
        #expect(result.fallbackReason == .offline)
    }

    @Test func baseURLWithPath_prefixesDocumentIDs() async throws {
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                "/api/npoint/b22fd39c053b256222b1": MarketingAnswers.fail(.offline)
            ]))

        _ = try await makeRepository(client, base: "http://127.0.0.1:8080/api/npoint/")
            .targetingSpecifics()

        #expect(
            client.requests.map(\.url.absoluteString) == [
                "http://127.0.0.1:8080/api/npoint/b22fd39c053b256222b1"
            ])
    }

    @Test func nonHTTPBaseURL_isNeverContacted_andBundledDataIsUsed() async throws {
        let client = HTTPClientSpy()

        let result = try await makeRepository(client, base: "file:///etc/").targetingSpecifics()

        #expect(client.requests.isEmpty)
        #expect(result.origin == Self.bundled)
    }

    @Test func baseURLFrom_environmentValues() throws {
        #expect(
            try RemoteMarketingRepository.baseURL(from: nil)
                == RemoteMarketingRepository.defaultBaseURL)
        #expect(
            try RemoteMarketingRepository.baseURL(from: "  ")
                == RemoteMarketingRepository.defaultBaseURL)
        #expect(
            try RemoteMarketingRepository.baseURL(from: " http://127.0.0.1:9/ ").absoluteString
                == "http://127.0.0.1:9/")
        #expect(throws: MarketingError.invalidServerAddress("ftp://x")) {
            try RemoteMarketingRepository.baseURL(from: "ftp://x")
        }
        #expect(throws: MarketingError.invalidServerAddress("not a url")) {
            try RemoteMarketingRepository.baseURL(from: "not a url")
        }
    }
}
