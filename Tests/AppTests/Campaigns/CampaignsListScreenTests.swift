import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CampaignsScreens
@testable import Terminal
@testable import TextCommands
@testable import TextScreens

@MainActor
@Suite struct CampaignsListScreenTests {
    @Test func emptyList_showsTheCallToAction() async throws {
        let app = try CampaignsAppHarness()

        let result = await app.run(["campaigns"], input: ["q"])

        #expect(result.code == .ok)
        #expect(result.output.contains(CampaignsListState.EmptyText.callToAction))
        assertSnapshot(result.output, named: "Campaigns/list-empty")
    }

    @Test func filledList_loadsEveryJarAndKeepsAFailedOneStale() async throws {
        let app = try CampaignsAppHarness { jarID in
            switch jarID {
            case "ok1": .json(200, #"{"jarAmount":4200000,"jarStatus":"ACTIVE"}"#)
            case "done": .json(200, #"{"jarAmount":120000,"jarStatus":"CLOSED"}"#)
            default: .json(429, #"{"errCode":"429","errText":"Too many requests"}"#)
            }
        }
        try await app.add(
            purpose: "Дрон для 47 бригади", target: "100 000",
            jar: "https://send.monobank.ua/jar/ok1")
        try await app.add(
            purpose: "Аптечки 홍길동", target: "50 000", jar: "https://send.monobank.ua/jar/busy")
        try await app.add(purpose: "Закрита банка", jar: "https://send.monobank.ua/jar/done")
        try await app.add(purpose: "Інший сайт", jar: "https://example.com/jar/1")

        let result = await app.run(
            ["campaigns"], input: ["q"], holdingInputUntil: CampaignsListScreen.progressReloaded)

        #expect(result.code == .ok)
        #expect(app.server.requests.count == 3)
        #expect(result.output.contains("[####------]  42%"))
        #expect(result.output.contains("stale"))
        assertSnapshot(result.output, named: "Campaigns/list-filled")
    }

    /// A long purpose that wraps never puts one campaign's amount under another's
    /// name; every campaign is on exactly one page and `n` reaches it.
    @Test(arguments: [[80, 24], [40, 20]])
    func longPurposes_atEachSize_keepEachAmountUnderItsOwnName(size: [Int]) async throws {
        let app = try CampaignsAppHarness()
        try await app.add(
            purpose: "Night-vision goggles for the reconnaissance platoon of the 3rd Assault "
                + "Brigade, so that night rotations stop losing people to ambushes",
            target: "150 000")
        try await app.add(purpose: "Генератор для лікарні", target: "380 000")
        try await app.add(purpose: "medics", target: "250 000")

        let result = await app.run(
            ["campaigns"], input: ["n", "p", "q"], size: (size[0], size[1]))

        let text = result.output
        for (number, target) in [(1, "150 000"), (2, "380 000"), (3, "250 000")] {
            let row = try #require(text.range(of: "  \(number)  "))
            let amount = try #require(text.range(of: "target \(target) грн."))
            let next = text.range(of: "  \(number + 1)  ", range: row.upperBound..<text.endIndex)
            #expect(amount.lowerBound > row.lowerBound)
            #expect(next.map { amount.lowerBound < $0.lowerBound } ?? true)
        }
        assertSnapshot(
            result.transcript, named: "Screens/\(size[0])x\(size[1])/campaigns-long-purposes")
    }

    @Test(.timeLimit(.minutes(10)))
    func opening_requestsEveryJarAtOnceAndShowsEachResult() async throws {
        let gate = JarRequestGate()
        let terminal = ScriptedTerminal(lines: ["q"])
        terminal.beforeNextAnswer = { [weak terminal] in
            await terminal?.waitForOutput(CampaignsListScreen.progressReloaded)
        }
        let campaigns = ["a", "b", "c"].enumerated().map { index, jar in
            CampaignFixtures.campaign(
                id: index + 1, purpose: "Збір \(jar)", jarLink: CampaignFixtures.monobankLink(jar))
        }
        let factory = Self.factory(campaigns, gate: gate, terminal: terminal)
        let screen = factory.makeListScreen()
        let running = Task { await screen.run() }

        await gate.waitForWaiting(3)
        let inFlight = await gate.maxInFlight
        await gate.release("a", with: .success(CampaignFixtures.jarDetails(collected: 5_000_000)))
        await gate.release("b", with: .failure(.timedOut))
        await gate.release("c", with: .success(CampaignFixtures.jarDetails(collected: 0)))
        let outcome = await running.value

        #expect(inFlight == 3)
        #expect(outcome == .quit)
        #expect(terminal.output.contains("collected 50 000 грн. · [#####-----]  50%"))
        #expect(terminal.output.contains("Progress could not load. monobank took too long"))
        #expect(terminal.output.contains("collected 0 грн. · [----------]   0%"))
    }

    @Test(.timeLimit(.minutes(10)))
    func opening_silentJars_opensAtOnceAndAnswersQ() async throws {
        let gate = JarRequestGate()
        let terminal = ScriptedTerminal(lines: ["", "q"])
        let campaigns = (1...12).map {
            CampaignFixtures.campaign(
                id: $0, purpose: "Збір \($0)", jarLink: CampaignFixtures.monobankLink("jar\($0)"))
        }
        let factory = Self.factory(campaigns, gate: gate, terminal: terminal)
        // NB: the first line (a redraw) waits until requests are out, so "q" is answered
        // while the refresh runs.
        terminal.beforeNextAnswer = { await gate.waitForWaiting(4) }
        let screen = factory.makeListScreen()
        let running = Task { await screen.run() }

        let outcome = await running.value

        #expect(outcome == .quit)
        #expect(terminal.output.contains("Збір 10"))
        #expect(terminal.output.contains(CampaignsListScreen.loadingProgress))
        #expect(!terminal.output.contains(CampaignsListScreen.progressReloaded))
    }

    @Test(.timeLimit(.minutes(10)))
    func fiveStaleJars_onA40x20Terminal_sayTheWarningOnceInThePageAndKeepEveryAmountWhole()
        async throws
    {
        let gate = JarRequestGate()
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 40
        capabilities.height = 20
        let terminal = ScriptedTerminal(lines: ["q"], capabilities: capabilities)
        terminal.beforeNextAnswer = { [weak terminal] in
            await terminal?.waitForOutput(CampaignsListScreen.progressReloaded)
        }
        let campaigns = (1...5).map {
            CampaignFixtures.campaign(
                id: $0, purpose: "Збір \($0)", jarLink: CampaignFixtures.monobankLink("jar\($0)"))
        }
        let factory = Self.factory(campaigns, gate: gate, terminal: terminal)
        let screen = factory.makeListScreen()
        let running = Task { await screen.run() }

        // NB: at most 4 jars load at once; each is released as it waits.
        var released = 0
        while released < 5 {
            await gate.waitForWaiting(1)
            for jar in await gate.waitingIDs {
                await gate.release(jar, with: .failure(.timedOut))
                released += 1
            }
        }
        _ = await running.value
        let last = terminal.output.components(separatedBy: "Fundraisers\n").last ?? ""

        #expect(last.components(separatedBy: "monobank took too long").count == 2)
        let words = last.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.components(separatedBy: "! Every fundraiser: Progress could not load.").count == 2
        )
        // The page keeps its lines: the rows start on the same line of every frame, before
        // the progress arrives and after.
        let frames = terminal.output.components(separatedBy: "Fundraisers\n").dropFirst()
        let firstRowLines = frames.map { frame in
            frame.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.hasPrefix("  1  ")
            }
        }
        #expect(frames.count > 1)
        #expect(Set(firstRowLines).count == 1, "\(firstRowLines)")
        #expect(
            last.split(separator: "\n").allSatisfy { TerminalText.displayWidth(String($0)) <= 40 })
        #expect(last.split(separator: "\n", omittingEmptySubsequences: false).count < 20)
    }

    /// A factory over `campaigns` whose jars answer through `gate`.
    ///
    /// NB: the deadline never passes on the test clock, so only the test's releases end the
    /// requests, however loaded the machine; the time limit catches a hang.
    private static func factory(
        _ campaigns: [Campaign], gate: JarRequestGate, terminal: ScriptedTerminal
    ) -> CampaignsFactory {
        CampaignsFactory(
            dependencies: .init(
                components: CampaignsComponents(
                    repository: InMemoryCampaignsRepository(campaigns),
                    photoStore: InMemoryPhotoStore(),
                    publisher: PosterPublisherSpy(), jarSource: gate,
                    photoReader: PhotoFileReaderStub(files: [:]),
                    clock: TestClock(), now: { CampaignFixtures.referenceDate }),
                frame: ScreenFrame(terminal: terminal, drainNotices: { [] })))
    }

    @Test func keys_openTheFormOrANewOne() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let result = await app.run(["campaigns"], input: ["9", "x", "1", "b", "a", "b", "b"])

        #expect(result.code == .ok)
        #expect(result.output.contains("Type a number from 1 to 1."))
        #expect(result.output.contains("Type a row number, n, p, a, r, b, q or ? for help."))
        #expect(result.output.contains("Edit fundraiser"))
        #expect(result.output.contains("New fundraiser"))
    }
}
