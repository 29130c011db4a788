import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

@testable import TextCommands

/// Server and workbook text full of terminal controls (CSI, OSC 8 links, OSC 52 clipboard
/// writes, BEL, backspace, carriage return, bidi override) prints inert on every screen kind.
@MainActor
@Suite struct TerminalInjectionTests {
    nonisolated static let hostile =
        "A\u{1B}[2J\u{1B}]52;c;cm0gLXJmIH4=\u{07}B\u{1B}]8;;http://evil.example\u{1B}\\link"
        + "\u{1B}]8;;\u{1B}\\\u{08}\u{08}C\r\u{202E}fdp.exe"

    /// Fails for any control that could act on a terminal.
    static func expectInert(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for control in ["\u{1B}", "\u{07}", "\u{08}", "\r", "\u{202E}", "\u{9B}"] {
            #expect(
                !output.contains(control), "\(control.unicodeScalars.first?.value ?? 0) printed",
                sourceLocation: sourceLocation)
        }
    }

    @Test func giveawaysFavouritesList_hostileTitle_printsInert() async throws {
        let harness = try GiveawaysHarness(
            handler: GiveawaysHarness.snapshotAPI(titles: [1913: Self.hostile]))

        let (terminal, code) = await harness.run(
            ["giveaways"], lines: ["f 1", "f", "1", "b", "b", "q"])

        #expect(code == .ok)
        Self.expectInert(terminal.output)
        #expect(terminal.output.contains("fdp.exe"))
        assertSnapshot(terminal.output, named: "Reliability/giveaways-favourites-hostile")
    }

    @Test func marketingPackagesAndReview_hostileDetails_printInert() async throws {
        let harness = try MarketingHarness(
            handler: MarketingHarness.npoint(details: [Self.hostile, "plain"]))

        let (terminal, code) = await harness.run(
            ["marketing"], lines: ["1", "", "1", "1", "b", "v", "q"])

        #expect(code == .ok)
        Self.expectInert(terminal.output)
        assertSnapshot(
            harness.normalized(terminal.output), named: "Reliability/marketing-hostile-details")
    }

    @Test func directoryListsAndDetails_hostileCells_printInert() async throws {
        let harness = try DirectoryHarness()
        try await harness.repository.saveDirectory(Self.hostileDirectory())

        let (terminal, code) = await harness.run(
            ["directory"], lines: ["/A", "1", "b", "/", "l party", "1", "b", "b", "q"])

        #expect(code == .ok)
        Self.expectInert(terminal.output)
        assertSnapshot(terminal.output, named: "Reliability/directory-hostile-cells")
    }

    static func hostileDirectory() throws -> Directory {
        let person = PersonID(rawValue: "p" + hostile)
        return Directory(
            info: DirectoryInfo(
                version: try #require(SemanticVersion("9.0.0")), notice: "notice" + hostile),
            parties: [Party(id: PartyID(rawValue: 1), name: "party" + hostile)],
            persons: [
                Person(
                    id: person, rowNumber: 1, name: hostile, partyID: PartyID(rawValue: 1),
                    district: "district" + hostile,
                    phones: [Phone(kind: .mobile, label: "mobile" + hostile, number: hostile)],
                    links: [ContactLink(kind: .homepage, value: "https://x.example/" + hostile)])
            ],
            committees: [
                Committee(
                    id: CommitteeID(group: 1, number: 1), title: "committee" + hostile,
                    groupName: "group" + hostile, memberIDs: [person])
            ])
    }
}
