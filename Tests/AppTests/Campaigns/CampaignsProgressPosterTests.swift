import CleanAppsTestSupport
import Foundation
import Synchronization
import Testing

@testable import TextCommands

/// The jar's progress on the poster: `refresh --render` redraws exactly the posters whose
/// progress changed and names them; `render --no-progress` leaves the progress off; a
/// campaign without a target takes the jar's goal.
@MainActor
@Suite struct CampaignsProgressPosterTests {
    /// A monobank stub whose amounts (kopecks, by jar id) the test changes between runs.
    final class Jars: Sendable {
        let amounts = Mutex<[String: Int]>([:])

        func answer(_ jarID: String) -> StubHTTPServer.Response {
            let amount = amounts.withLock { $0[jarID] } ?? 0
            return .json(200, #"{"jarAmount":\#(amount),"jarStatus":"ACTIVE"}"#)
        }
    }

    /// The SVG poster of campaign 1 that `render` writes with `options`.
    private func svg(_ app: CampaignsAppHarness, _ options: [String] = []) async throws -> String {
        let file = URL(fileURLWithPath: app.dataPath).deletingLastPathComponent()
            .appendingPathComponent("poster.svg")
        let result = await app.run(
            ["campaigns", "render", "1", "--svg", "--force", "--out", file.path] + options)
        #expect(result.code == .ok, "\(result.errors)")
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// The poster files `refresh --render` said it redrew.
    private func redrawn(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("Redrew: ") }.map {
            String($0.dropFirst("Redrew: ".count))
        }
    }

    @Test func refreshRender_redrawsExactlyThePostersWhoseProgressChanged() async throws {
        let jars = Jars()
        let app = try CampaignsAppHarness { jars.answer($0) }
        for (index, jar) in ["one", "two", "three"].enumerated() {
            try await app.add(
                purpose: "Збір \(index + 1)", target: "100 000",
                jar: "https://send.monobank.ua/jar/\(jar)")
        }
        // Rounds of amounts: every jar gains, none does, one does, one loses, two do.
        let rounds: [[String: Int]] = [
            ["one": 100_00, "two": 200_00, "three": 300_00],
            ["one": 100_00, "two": 200_00, "three": 300_00],
            ["one": 150_00, "two": 200_00, "three": 300_00],
            ["one": 150_00, "two": 100_00, "three": 300_00],
            ["one": 160_00, "two": 100_00, "three": 400_00],
        ]
        var previous: [String: Int] = [:]
        for (round, amounts) in rounds.enumerated() {
            jars.amounts.withLock { $0 = amounts }

            let result = await app.run(["campaigns", "refresh", "--render"])

            #expect(result.code == .ok, "round \(round): \(result.errors)")
            let changed = ["one", "two", "three"].enumerated().filter {
                previous[$0.element] != amounts[$0.element]
            }
            let files = redrawn(result.output)
            #expect(files.count == changed.count, "round \(round): \(result.output)")
            for (index, _) in changed {
                let slug = "zbir-\(index + 1)-"
                #expect(files.contains { $0.contains(slug) }, "round \(round): \(files)")
            }
            for file in files {
                #expect(file.hasPrefix("<data>/posters/"), "\(file)")
                #expect(file.hasSuffix("-square.png"), "\(file)")
            }
            if changed.isEmpty {
                #expect(result.output.contains("No poster's progress changed."))
            }
            previous = amounts
        }
    }

    @Test func renderNoProgress_leavesTheProgressOffTheSVG() async throws {
        let app = try CampaignsAppHarness { _ in
            .json(200, #"{"jarAmount":4500000,"jarStatus":"ACTIVE"}"#)
        }
        try await app.add(
            purpose: "Дрон", target: "100 000", jar: "https://send.monobank.ua/jar/abc")
        _ = await app.run(["campaigns", "refresh"])

        let with = try await svg(app)
        let without = try await svg(app, ["--no-progress"])

        #expect(with.contains("зібрано"))
        #expect(!without.contains("зібрано"))
        #expect(without.contains("ціль збору"))
    }

    @Test func aCampaignWithoutTarget_takesTheJarsGoalForItsProgress() async throws {
        let app = try CampaignsAppHarness { _ in
            .json(200, #"{"jarAmount":4500000,"jarStatus":"ACTIVE","jarGoal":10000000}"#)
        }
        try await app.add(purpose: "Дрон", jar: "https://send.monobank.ua/jar/abc")

        let refreshed = await app.run(["campaigns", "refresh", "--json"])
        let poster = try await svg(app)

        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(refreshed.output.utf8))
                as? [[String: Any]])
        #expect(rows.first?["progress_percent"] as? Int == 45)
        #expect(poster.contains("100 000"), "the jar's goal is on the poster")
    }
}
