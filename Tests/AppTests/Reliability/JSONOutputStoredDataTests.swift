import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing
import WaterData
import WaterDomain
import WaterTestSupport

@testable import TextCommands

/// `--json` of the Directory, Water and Campaigns commands over stored data full of hostile
/// text: the output is one JSON document and every string comes back scalar for scalar.
@MainActor
@Suite struct JSONOutputStoredDataTests {
    private static let texts = HostileJSON.strings

    @Test func directoryCommands_hostileStoredData_roundTripInJSON() async throws {
        let harness = try DirectoryHarness()
        let persons = Self.texts.enumerated().map { offset, text in
            Person(
                id: PersonID(rawValue: "p\(offset)" + text), rowNumber: offset + 1,
                name: "홍" + text, job: text, partyID: PartyID(rawValue: 1), district: text,
                phones: [Phone(kind: .assemblyOffice, label: text, number: "02-" + text)],
                links: [ContactLink(kind: .twitter, value: text)])
        }
        try await harness.repository.saveDirectory(
            Directory(
                info: DirectoryInfo(
                    version: try #require(SemanticVersion("9.0.0")), notice: Self.texts[0],
                    noticeDate: Self.texts[1], patch: Self.texts[2]),
                parties: [Party(id: PartyID(rawValue: 1), name: "당", detail: Self.texts[3])],
                persons: persons, committees: []))
        _ = await harness.run(["directory", "favorite", "1"])

        let outputs = [
            ["info"], ["search", "홍"], ["parties"], ["party", "1"], ["favorites"],
        ].map { ["directory"] + $0 + ["--json"] }
        for arguments in outputs
            + (1...persons.count).map({
                ["directory", "show", String($0), "--json"]
            })
        {
            let (terminal, code) = await harness.run(arguments)

            #expect(code == .ok, "\(arguments) \(terminal.errorOutput)")
            let expected: [String] =
                switch arguments[1] {
                case "info": Array(Self.texts.prefix(3))
                case "search": persons.map(\.name)
                case "party": persons.map(\.id.rawValue)
                case "parties": ["당"]
                case "favorites": [persons[0].name]
                default: [persons[(Int(arguments[2]) ?? 1) - 1].name]
                }
            HostileJSON.expectRoundTrip(terminal.output, expected)
        }
    }

    @Test func waterCommands_hostileStoredTitles_roundTripInJSON() async throws {
        let harness = try DirectoryHarness()
        let sources = Self.texts.enumerated().map { offset, text in
            WaterSource.sample(id: WaterSource.ID("s\(offset)"), title: text)
        }
        let client = StoredWaterSourcesClient(
            directory: harness.directory.url, notices: NoticeBoard(),
            startingSources: { sources })
        try await client.save(sources[0])

        let (list, listCode) = await harness.run(["water", "list", "--json"])

        #expect(listCode == .ok, "\(list.errorOutput)")
        HostileJSON.expectRoundTrip(list.output, Self.texts)
        for source in sources {
            let (show, code) = await harness.run(["water", "show", source.id.rawValue, "--json"])
            #expect(code == .ok)
            HostileJSON.expectRoundTrip(show.output, [source.title])
        }
    }

    @Test func campaignsCommands_hostilePurposeAndJarStatus_roundTripInJSON() async throws {
        // NB: the jar client drops control and format characters from the status by design.
        let status = Self.texts[0]
        let harness = try CampaignsAppHarness { _ in
            let body = try? JSONSerialization.data(
                withJSONObject: ["jarAmount": 4_200_000, "jarStatus": status])
            return StubHTTPServer.Response(status: 200, body: body ?? Data())
        }
        let purposes = Self.texts.enumerated().map { "P\($0.offset)" + $0.element }
        for (offset, text) in purposes.enumerated() {
            try await harness.add(
                purpose: text, template: offset % 15 + 1, target: "1000",
                jar: offset == 0 ? "https://send.monobank.ua/jar/AbCd1234" : nil)
        }

        let refreshed = await harness.run(["campaigns", "refresh", "--json"])
        let listed = await harness.run(["campaigns", "list", "--json"])
        let shown = await harness.run(["campaigns", "show", "1", "--json"])
        let templates = await harness.run(["campaigns", "templates", "--json"])

        #expect([refreshed, listed, shown, templates].map(\.code) == [.ok, .ok, .ok, .ok])
        HostileJSON.expectRoundTrip(refreshed.output, [purposes[0]])
        HostileJSON.expectRoundTrip(listed.output, purposes + [status])
        HostileJSON.expectRoundTrip(templates.output, [])
        let first = try HostileJSON.strings(in: shown.output)
        #expect(purposes.contains { HostileJSON.contains(first, exactly: $0) })
    }
}
