import CleanAppsTestSupport
import Foundation
import MarketingData
import Testing

@testable import MarketingScreens
@testable import TextCommands

@MainActor
@Suite struct MarketingCommandsTests {
    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func targets_json_listsTheFifteenTargetsWithChannelIDs() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(["marketing", "targets", "--json"])

        #expect(code == .ok)
        let targets = try #require(try json(terminal.output) as? [[String: Any]])
        #expect(targets.count == 15)
        #expect(targets.first?["name"] as? String == "Location")
        let channels = try #require(targets.first?["channels"] as? [[String: String]])
        #expect(channels.first == ["id": "0af1bfee844a7003cec5", "name": "Facebook"])
        #expect(terminal.errorOutput == "cleanapps marketing: \(MarketingDataNote.offline)\n")
    }

    @Test func targets_text_liveServer_isTabSeparatedWithoutNote() async throws {
        let harness = try MarketingHarness(handler: MarketingHarness.npoint())

        let (terminal, code) = await harness.run(["marketing", "targets"])

        #expect(code == .ok)
        let lines = terminal.output.split(separator: "\n")
        #expect(lines.count == 15)
        #expect(lines.last == "Hyperlinks\tSEO")
        #expect(terminal.errorOutput.isEmpty)
    }

    @Test func targets_serverFails_usesBundledAndSaysSoOnStderr() async throws {
        let harness = try MarketingHarness(handler: { _ in .text(500, "down") })

        let (terminal, code) = await harness.run(["marketing", "targets"])

        #expect(code == .ok)
        #expect(terminal.output.split(separator: "\n").count == 15)
        #expect(
            terminal.errorOutput
                == "cleanapps marketing: Showing the bundled copy of the data: npoint answered HTTP 500.\n"
        )
    }

    @Test func channels_json_isTheUnionInDocumentOrder() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(
            ["marketing", "channels", "--targets", "industry, Events", "--json"])

        #expect(code == .ok)
        let channels = try #require(try json(terminal.output) as? [[String: String]])
        #expect(channels.map { $0["name"] } == ["Facebook", "Linkedin", "Twitter", "SEO"])
    }

    @Test func packages_byNameOrID_giveTheSameJSONWithDecimalPrices() async throws {
        let harness = try MarketingHarness()

        let (byName, nameCode) = await harness.run(["marketing", "packages", "seo", "--json"])
        let (byID, idCode) = await harness.run(
            ["marketing", "packages", "9789d17ffaf4432dcce0", "--json"])

        #expect(nameCode == .ok)
        #expect(idCode == .ok)
        #expect(byName.output == byID.output)
        let document = try #require(try json(byName.output) as? [String: Any])
        let packages = try #require(document["packages"] as? [[String: Any]])
        #expect(
            packages.map { $0["price"] as? String } == ["270.00", "320.00", "180.00", "110.00"])
        #expect(packages.first?["name"] as? String == "SEO Package 1")
        #expect(packages.first?["number"] as? Int == 1)
    }

    @Test func packages_everyRowOfChannels_isThatChannel_andPastTheEndExits66() async throws {
        let harness = try MarketingHarness()
        let (channels, _) = await harness.run(["marketing", "channels"])
        let names = channels.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }

        for (index, name) in names.enumerated() {
            let (byRow, rowCode) = await harness.run(
                ["marketing", "packages", String(index + 1), "--json"])
            let (byName, _) = await harness.run(["marketing", "packages", name, "--json"])

            #expect(rowCode == .ok)
            #expect(byRow.output == byName.output)
        }
        let (past, pastCode) = await harness.run(["marketing", "packages", "999"])
        #expect(pastCode == .noInput)
        #expect(
            past.errorOutput.contains("There is no row 999: 'cleanapps marketing channels' has"))
    }

    @Test func review_text_listsInGivenOrderWithTotals() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(
            ["marketing", "review", "--select", "seo:1, Facebook:2"])

        #expect(code == .ok)
        #expect(
            terminal.output == """
                1\tSEO Package 1\tSEO\t270.00 EUR
                2\tFacebook Package 2\tFacebook\t200.00 EUR
                Total monthly cost: 470.00 EUR
                2 packages from 2 channels

                """)
    }

    @Test func review_json_hasItemsTotalsAndSummary() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(
            ["marketing", "review", "--select", "Facebook:2,SEO:1", "--json"])

        #expect(code == .ok)
        let review = try #require(try json(terminal.output) as? [String: Any])
        let items = try #require(review["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["Facebook Package 2", "SEO Package 1"])
        #expect(
            review["totals"] as? [[String: String]] == [["amount": "470.00", "currency": "EUR"]])
        #expect(review["total"] as? String == "470.00 EUR")
        #expect(review["summary"] as? String == "2 packages from 2 channels")
    }

    nonisolated static let badData: [[String]] = [
        ["channels", "--targets", "Location,Nope"],
        ["packages", "Myspace"],
        ["review", "--select", "Facebook:5"],
        ["review", "--select", "Facebook:0"],
        ["review", "--select", "Facebook:2,facebook:1"],
        ["review", "--select", "Myspace:1"],
        ["review", "--select", "Facebook"],
        ["review", "--select", ""],
        ["review", "--select", "SEO:1", "--targets", "Location"],
        ["email", "--select", "Facebook:1", "--to", "a@b.c>\r\nBcc: x@y.z"],
    ]

    @Test(arguments: badData)
    func badNamesNumbersOrAddresses_exit65WithOneLineOnStderr(arguments: [String]) async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(["marketing"] + arguments)

        #expect(code == .dataError)
        #expect(terminal.output.isEmpty)
        let lines = terminal.errorOutput.split(separator: "\n")
        #expect(lines.last?.hasPrefix("cleanapps marketing: ") == true)
        #expect(!terminal.errorOutput.contains("usage:"))
        #expect(harness.emlFiles.isEmpty)
    }

    nonisolated static let usageErrors: [[String]] = [
        ["bogus"],
        ["channels"],
        ["review"],
        ["review", "--select", "Facebook:1", "--bogus"],
        ["packages"],
        ["packages", "a", "b"],
        ["email", "--select", "Facebook:1", "--force"],
        ["targets", "extra"],
        ["--to"],
    ]

    @Test(arguments: usageErrors)
    func usageErrors_exit64WithTheUsage(arguments: [String]) async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(["marketing"] + arguments)

        #expect(code == .usage)
        #expect(terminal.errorOutput.contains("\nsee 'cleanapps marketing"))
        #expect(terminal.errorOutput.split(separator: "\n").count == 2)
    }

    @Test func help_printsTheUsageAndExits0() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(["marketing", "--help"])

        #expect(code == .ok)
        let usage = CommandHelpText.$program.withValue("cleanapps") { MarketingCommands.usage }
        #expect(terminal.output.hasPrefix(usage + "\n"))
    }
}
