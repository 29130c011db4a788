import CampaignsPresentation
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

@Suite struct AnswerVerdictTests {
    @Test(arguments: [
        (0, 0, AnswerVerdict.empty),
        (3, 0, .failed),
        (4, 1, .failed),
        (5, 2, .failed),
        (4, 2, .usable),
        (3, 2, .usable),
        (1, 1, .usable),
    ])
    func init_totalAndUsable_judgesByTheHalfRule(total: Int, usable: Int, verdict: AnswerVerdict) {
        #expect(AnswerVerdict(total: total, usable: usable) == verdict)
    }

    @Test(arguments: [AnswerVerdict.empty, .failed])
    func save_unusableVerdict_keepsTheSavedAnswer(verdict: AnswerVerdict) throws {
        let directory = try TemporaryDirectory()
        let cache = ResponseCache(directory: directory.url)
        let saved = Date(timeIntervalSince1970: 1_000)
        try cache.save(Foundation.Data("[1]".utf8), for: "k", at: saved)

        let stored = try cache.save(
            Foundation.Data("[]".utf8), verdict: verdict, for: "k", at: Date())

        #expect(!stored)
        #expect(cache.load(for: "k")?.data == Foundation.Data("[1]".utf8))
        #expect(cache.load(for: "k")?.savedAt == saved)
    }

    @Test func save_usableVerdict_replacesTheSavedAnswer() throws {
        let directory = try TemporaryDirectory()
        let cache = ResponseCache(directory: directory.url)
        try cache.save(Foundation.Data("[1]".utf8), for: "k", at: Date())

        let stored = try cache.save(
            Foundation.Data("[2]".utf8), verdict: .usable, for: "k", at: Date())

        #expect(stored)
        #expect(cache.load(for: "k")?.data == Foundation.Data("[2]".utf8))
    }
}
