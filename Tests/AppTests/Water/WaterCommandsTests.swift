import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterData
import WaterDomain
import WaterPresentation
import WaterTestSupport

@testable import Terminal
@testable import TextCommands
@testable import WaterScreens

@MainActor
@Suite struct WaterCommandsTests {
    private nonisolated static let sources: [WaterSource] = [
        .sample(id: "thames", title: "River Thames", latitude: 51.5072, longitude: -0.1276),
        .sample(
            id: "titicaca", title: "Lake Titicaca", latitude: -15.8402, longitude: -70.0219,
            boiled: 100, disinfected: 100, filtered: 100),
    ]

    private func run(
        _ arguments: [String], sources: any WaterSourcesClient,
        terminal: ScriptedTerminal = ScriptedTerminal()
    ) async -> (code: ExitCode, terminal: ScriptedTerminal) {
        // NB: the program's name, as `cleanapps` sets it around a run.
        let code = await CommandHelpText.$program.withValue("cleanapps") {
            await WaterCommands(sources: sources, terminal: terminal).run(arguments)
        }
        return (code, terminal)
    }

    @Test func list_text_printsOneTabSeparatedLinePerSourceWithSignedCoordinates() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, terminal) = await run(["list"], sources: sources)

        #expect(code == .ok)
        #expect(
            terminal.output == """
                thames\tRiver Thames\t51.5072\t-0.1276\t0/0/0\tcontaminated
                titicaca\tLake Titicaca\t-15.8402\t-70.0219\t100/100/100\tsafe

                """)
    }

    @Test func list_json_printsSnakeCaseFieldsWithSignedNumbers() async throws {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, terminal) = await run(["list", "--json"], sources: sources)

        #expect(code == .ok)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(
            Set(objects[0].keys) == [
                "id", "title", "latitude", "longitude", "percent_boiled", "percent_disinfected",
                "percent_filtered", "is_safe",
            ])
        #expect(objects[1]["latitude"] as? Double == -15.8402)
        #expect(objects[1]["longitude"] as? Double == -70.0219)
        #expect(objects[1]["is_safe"] as? Bool == true)
        #expect(terminal.output.contains("\"longitude\" : -0.1276"))
    }

    @Test func show_knownID_printsTheFields() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, terminal) = await run(["show", "thames"], sources: sources)

        #expect(code == .ok)
        #expect(
            terminal.output == """
                id: thames
                title: River Thames
                latitude: 51.5072
                longitude: -0.1276
                boiled: 0%
                disinfected: 0%
                filtered: 0%
                status: contaminated

                """)
    }

    @Test func show_json_printsOneObject() async throws {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, terminal) = await run(["show", "titicaca", "--json"], sources: sources)

        #expect(code == .ok)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "titicaca")
        #expect(object["percent_filtered"] as? Int == 100)
    }

    @Test func show_unknownID_saysSoOnStderrAndExits66() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, terminal) = await run(["show", "nowhere\u{1B}[31m"], sources: sources)

        #expect(code == .noInput)
        #expect(terminal.output.isEmpty)
        #expect(
            terminal.errorOutput
                == "cleanapps water: No water source has the id 'nowhere'; 'cleanapps water "
                + "list' shows the ids.\n")
    }

    @Test func clean_step_savesItAndSaysWhatChanged() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources }, save: { _ in })

        let (code, terminal) = await run(["clean", "thames", "--step", "boil"], sources: sources)

        #expect(code == .ok)
        #expect(sources.savedSources == [Self.sources[0].cleaned(.boil)])
        #expect(
            terminal.output
                == "River Thames is now boiled 100%, disinfected 0%, filtered 0% (contaminated).\n")
    }

    @Test func clean_all_saysTheWaterIsSafe() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources }, save: { _ in })

        let (code, terminal) = await run(["clean", "--step=all", "thames"], sources: sources)

        #expect(code == .ok)
        #expect(
            terminal.output == """
                River Thames is now boiled 100%, disinfected 100%, filtered 100% (safe).
                Sanitization Complete — The water is safe for drinking.

                """)
    }

    @Test func clean_stepAlreadyDone_changesNothing() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, terminal) = await run(
            ["clean", "titicaca", "--step", "filter"], sources: sources)

        #expect(code == .ok)
        #expect(terminal.output == "Lake Titicaca was already filtered; nothing changed.\n")
    }

    @Test func clean_unknownStep_exits65BeforeLoadingAnything() async {
        let sources = WaterSourcesClientSpy()

        let (code, terminal) = await run(["clean", "thames", "--step", "fry"], sources: sources)

        #expect(code == .dataError)
        #expect(
            terminal.errorOutput
                == "cleanapps water: unknown step 'fry'; use boil, disinfect, filter or all.\n")
    }

    @Test func clean_unknownID_exits66() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let (code, _) = await run(["clean", "nowhere", "--step", "boil"], sources: sources)

        #expect(code == .noInput)
    }

    @Test func clean_saveFails_exits73AndSaysWhy() async {
        let sources = WaterSourcesClientSpy(
            load: { Self.sources }, save: { _ in throw WaterError.saveFailed("disk full") })

        let (code, terminal) = await run(["clean", "thames", "--step", "boil"], sources: sources)

        #expect(code == .cannotCreate)
        #expect(terminal.errorOutput == "cleanapps water: The change was not saved: disk full\n")
    }

    @Test(arguments: [
        ["clean", "thames"], ["clean", "--step", "boil"], ["list", "--bogus"], ["show"],
        ["show", "a", "b"], ["frobnicate"], [],
    ])
    func run_badCommandLine_printsUsageAndExits64(arguments: [String]) async {
        let sources = WaterSourcesClientSpy()

        let (code, terminal) = await run(arguments, sources: sources)

        #expect(code == .usage)
        #expect(
            arguments.isEmpty
                ? terminal.output.contains("usage: cleanapps water")
                : terminal.errorOutput.contains("\nsee 'cleanapps water"))
        #expect(!terminal.errorOutput.contains("usage:"))
    }

    @Test func run_help_printsUsageAndExits0() async {
        let (code, terminal) = await run(["--help"], sources: WaterSourcesClientSpy())

        #expect(code == .ok)
        #expect(terminal.output.hasPrefix("usage: cleanapps water"))
    }

    @Test func list_loadFails_exits74() async {
        let sources = WaterSourcesClientSpy(load: { throw WaterError.loadFailed("unreadable") })

        let (code, terminal) = await run(["list"], sources: sources)

        #expect(code == .ioError)
        #expect(
            terminal.errorOutput
                == "cleanapps water: The water sources could not be loaded: unreadable\n")
    }

    @Test func reset_yes_resetsWithoutAsking() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources }, reset: {})

        let (code, terminal) = await run(["reset", "--yes"], sources: sources)

        #expect(code == .ok)
        #expect(sources.resetCount == 1)
        #expect(
            terminal.output
                == "Reset 2 water sources to the starting data.\n"
                + "cleanapps water undo puts the previous progress back.\n")
    }

    @Test func reset_noTerminalAndNoYes_refusesWithExit64() async {
        let sources = WaterSourcesClientSpy()

        let (code, terminal) = await run(["reset"], sources: sources)

        #expect(code == .usage)
        #expect(
            terminal.errorOutput.hasPrefix(
                "cleanapps water: reset asks before it forgets your progress; add --yes to reset "
                    + "without asking\n"))
    }

    @Test func reset_interactiveYes_resets() async {
        let sources = WaterSourcesClientSpy(load: { Self.sources }, reset: {})
        let terminal = ScriptedTerminal(lines: ["y"], capabilities: .interactive)

        let (code, _) = await run(["reset"], sources: sources, terminal: terminal)

        #expect(code == .ok)
        #expect(sources.resetCount == 1)
        #expect(
            terminal.output.hasPrefix(
                "Reset every water source to the starting data, forgetting all cleaning? [y/N] y\n")
        )
    }

    @Test(arguments: [["n"], []])
    func reset_interactiveNoOrEndOfInput_resetsNothing(answers: [String]) async {
        let sources = WaterSourcesClientSpy()
        let terminal = ScriptedTerminal(lines: answers, capabilities: .interactive)

        let (code, _) = await run(["reset"], sources: sources, terminal: terminal)

        #expect(code == .ok)
        #expect(terminal.output.hasSuffix("Nothing was reset.\n"))
    }

    /// A stored client in `directory` whose starting sources are ``sources``, all dirty.
    private func storedClient(in directory: TemporaryDirectory) -> StoredWaterSourcesClient {
        StoredWaterSourcesClient(
            directory: directory.url, notices: NoticeBoard(),
            startingSources: { Self.sources.map { .sample(id: $0.id, title: $0.title) } })
    }

    @Test func resetYes_thenUndoYes_putsTheCleaningBack() async throws {
        let directory = try TemporaryDirectory()
        let client = storedClient(in: directory)
        _ = await run(["clean", "thames", "--step", "all"], sources: client)
        let cleaned = try await client.load()

        let (resetCode, _) = await run(["reset", "--yes"], sources: client)
        let afterReset = try await client.load()
        let (undoCode, terminal) = await run(["undo", "--yes"], sources: client)

        #expect(resetCode == .ok)
        #expect(afterReset.allSatisfy { !$0.isSafe })
        #expect(undoCode == .ok)
        #expect(try await client.load() == cleaned)
        #expect(cleaned.first?.isSafe == true)
        #expect(
            terminal.output
                == "Put back the progress from before the last reset (2 water sources, 1 with "
                + "cleaning).\n")
    }

    @Test func undo_pipedWithoutYes_exits64AndChangesNothing() async throws {
        let directory = try TemporaryDirectory()
        let client = storedClient(in: directory)
        _ = await run(["clean", "thames", "--step", "boil"], sources: client)
        _ = await run(["reset", "--yes"], sources: client)
        let before = try Data(contentsOf: client.fileURL)

        let (code, terminal) = await run(["undo"], sources: client)

        #expect(code == .usage)
        #expect(terminal.errorOutput.contains("add --yes to undo without asking"))
        #expect(try Data(contentsOf: client.fileURL) == before)
    }

    @Test func undo_nothingKept_exits66WithASentence() async throws {
        let directory = try TemporaryDirectory()

        let (code, terminal) = await run(["undo", "--yes"], sources: storedClient(in: directory))

        #expect(code == .noInput)
        #expect(
            terminal.errorOutput
                == "cleanapps water: There is no reset to undo; the progress before each of the "
                + "last three resets is kept.\n")
    }

    @Test func undo_interactiveNo_changesNothing() async {
        let sources = WaterSourcesClientSpy(previous: { Self.sources })
        let terminal = ScriptedTerminal(lines: ["n"], capabilities: .interactive)

        let (code, _) = await run(["undo"], sources: sources, terminal: terminal)

        #expect(code == .ok)
        #expect(terminal.output.contains("Put back the progress from before the last reset"))
        #expect(terminal.output.hasSuffix("Nothing was changed.\n"))
    }
}

extension TerminalCapabilities {
    /// A person at an 80-column UTF-8 terminal without colour.
    static let interactive = TerminalCapabilities(
        isInteractive: true, usesColor: false, usesUnicode: true, width: 80)

}
