import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

@MainActor
@Suite struct CampaignsRefreshCommandTests {
    @Test func refreshJSON_oneJarRefusing_keepsTheOthersFreshAndExits69() async throws {
        let app = try CampaignsAppHarness { jarID in
            jarID == "gone"
                ? .json(200, #"{"errCode":"ERR_NOT_FOUND","errText":"Банку не знайдено"}"#)
                : .json(200, #"{"jarAmount":2500000,"jarStatus":"ACTIVE"}"#)
        }
        try await app.add(
            purpose: "Дрон", target: "100 000", jar: "https://send.monobank.ua/jar/ok1")
        try await app.add(purpose: "Аптечки", jar: "https://send.monobank.ua/jar/gone")
        try await app.add(purpose: "Без банки")

        let result = await app.run(["campaigns", "refresh", "--json"])

        #expect(result.code == .unavailable)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["result"] as? String } == ["fresh", "stale", "no_jar"])
        #expect(rows[0]["progress_percent"] as? Int == 25)
        #expect((rows[1]["message"] as? String)?.contains("Банку не знайдено") == true)
        #expect(result.errors.contains("1 of 2 jars could not be refreshed"))
        #expect(app.server.requests.count == 2)
        #expect(try await app.listed().first?["progress_percent"] as? Int == 25)
    }

    @Test func refresh_offline_makesNoRequestAndMarksJarsStale() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Дрон", jar: "https://send.monobank.ua/jar/ok1")

        let result = await app.run(["--offline", "campaigns", "refresh"])

        #expect(result.code == .unavailable)
        #expect(result.output.contains("\tstale\t"))
        #expect(app.server.requests.isEmpty)
    }
}
