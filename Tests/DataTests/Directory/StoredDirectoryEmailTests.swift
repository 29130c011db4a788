import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

/// A store written when a cell's addresses were kept as one e-mail link opens with one link
/// per address; any other value is kept as it was.
@Suite struct StoredDirectoryEmailTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func reloaded(_ emails: [String]) async throws -> [[String]] {
        let persons = emails.enumerated().map { index, value in
            Person(
                id: PersonID(rawValue: "의원\(index)"), rowNumber: index + 1, name: "의원\(index)",
                links: [
                    ContactLink(kind: .email, value: value),
                    ContactLink(kind: .homepage, value: "a@b.kr, c@d.kr"),
                ])
        }
        let directory = Directory(
            info: DirectoryInfo(version: SemanticVersion("1.4.0")!), persons: persons,
            source: .userFile(name: "real.xlsx", modified: nil))
        try await StoredDirectoryRepository(directory: temporary.url, notices: NoticeBoard())
            .saveDirectory(directory)

        let loaded = try await StoredDirectoryRepository(
            directory: temporary.url, notices: NoticeBoard()
        ).loadDirectory()

        #expect(loaded?.persons.allSatisfy { $0.links.last?.value == "a@b.kr, c@d.kr" } == true)
        return loaded?.persons.map(\.emails) ?? []
    }

    @Test func load_oneLinkHoldingSeveralAddresses_givesOneLinkPerAddress() async throws {
        let emails = try await reloaded([
            "hong@na.go.kr, kim@na.go.kr", "a@x.kr;\nb@x.kr c@x.kr", "only@na.go.kr",
        ])

        #expect(
            emails == [
                ["hong@na.go.kr", "kim@na.go.kr"], ["a@x.kr", "b@x.kr", "c@x.kr"],
                ["only@na.go.kr"],
            ])
    }

    @Test func load_linkHoldingSomethingElse_isKeptAsItWas() async throws {
        let emails = try await reloaded(["hong@na.go.kr, 사무실 문의", "없음"])

        #expect(emails == [["hong@na.go.kr, 사무실 문의"], ["없음"]])
    }
}
