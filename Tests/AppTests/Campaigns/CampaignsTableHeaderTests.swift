import Foundation
import Testing

@testable import CampaignsScreens

/// `campaigns list` and `refresh` print a header row on a terminal or with `--header`, stay
/// header-less when piped, and say when there are no campaigns (on stderr when piped).
@MainActor
@Suite struct CampaignsTableHeaderTests {
    @Test func list_onATerminalOrWithHeader_startsWithTheHeaderRow() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let terminal = await app.run(["campaigns", "list"], interactive: true)
        let piped = await app.run(["campaigns", "list"])
        let asked = await app.run(["campaigns", "list", "--header"])

        let header = "#\tID\tPurpose\tTarget\tCollected\tProgress"
        #expect(terminal.output.hasPrefix(header + "\n"))
        #expect(asked.output.hasPrefix(header + "\n"))
        #expect(piped.output.hasPrefix("1\t"))
    }

    @Test func refresh_withHeader_startsWithTheHeaderRow() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let asked = await app.run(["campaigns", "refresh", "--header"])
        let piped = await app.run(["campaigns", "refresh"])

        #expect(
            asked.output.hasPrefix("#\tID\tPurpose\tResult\tCollected\tProgress\tMessage\n"))
        #expect(piped.output.hasPrefix("1\t"))
    }

    @Test func list_noCampaigns_saysSoOnTheTerminalAndOnStderrWhenPiped() async throws {
        let app = try CampaignsAppHarness()

        let terminal = await app.run(["campaigns", "list"], interactive: true)
        let piped = await app.run(["campaigns", "list"])

        #expect(terminal.output.contains(CampaignsCommands.noCampaignsNote))
        #expect(piped.output.isEmpty)
        #expect(piped.errors.contains(CampaignsCommands.noCampaignsNote))
    }
}
