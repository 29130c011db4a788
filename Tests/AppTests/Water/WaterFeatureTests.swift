import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterDomain

@testable import App
@testable import TextCommands

/// `cleanapps … water …` run in-process through the composition root on a temporary data
/// directory: the live store, the bundled data, the real screens.
@MainActor
@Suite struct WaterFeatureTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func cleanapps(_ arguments: [String], lines: [String] = []) async -> (
        code: ExitCode, terminal: ScriptedTerminal
    ) {
        let terminal = ScriptedTerminal(lines: lines)
        let code = await CompositionRoot.run(
            arguments: ["--data-dir", directory.url.path] + arguments, variables: [:],
            overrides: .init(terminal: terminal))
        return (code, terminal)
    }

    @Test func clean_thenAnotherRun_seesTheChange() async {
        let (cleaned, _) = await cleanapps(["water", "clean", "ganges", "--step", "all"])

        let (code, terminal) = await cleanapps(["water", "show", "ganges"])

        #expect(cleaned == .ok)
        #expect(code == .ok)
        #expect(terminal.output.contains("status: safe"))
        #expect(directory.names().contains("water.json"))
    }

    @Test func reset_afterAChange_restoresTheBundledData() async {
        _ = await cleanapps(["water", "clean", "ganges", "--step", "boil"])

        let (code, _) = await cleanapps(["water", "reset", "--yes"])
        let (_, terminal) = await cleanapps(["water", "show", "ganges"])

        #expect(code == .ok)
        #expect(terminal.output.contains("boiled: 0%"))
    }

    @Test func preview_clean_usesTheSampleSourcesAndWritesNothing() async {
        let (code, terminal) = await cleanapps([
            "water", "--preview", "clean", "a", "--step", "all",
        ])

        #expect(code == .ok)
        #expect(terminal.output.hasPrefix("Watersource A is now boiled 100%"))
        #expect(!directory.names().contains("water.json"))
    }

    @Test func preview_screens_showTheSampleSourcesAndTheirAuthor() async {
        let (code, terminal) = await cleanapps(["water", "--preview"], lines: ["i", "q"])

        #expect(code == .ok)
        #expect(terminal.output.contains("0 of 3 safe"))
        #expect(terminal.output.contains("Johnny Appleseed, Preview Author"))
    }

    @Test func screens_cleanTheLastStep_showTheAlertAndWriteBackToTheList() async {
        let script = ["5", "2", "3", "d", "b", "q"]

        let (code, terminal) = await cleanapps(["water"], lines: script)

        #expect(code == .ok)
        #expect(terminal.output.contains("2 of 10 safe"))
        #expect(terminal.output.contains("Sanitization Complete"))
        #expect(terminal.output.contains("The water is safe for drinking."))
        #expect(terminal.output.contains("3 of 10 safe"))
    }

    @Test func mainMenu_water_opensTheWaterApp() async {
        let (code, terminal) = await cleanapps([], lines: ["5", "q"])

        #expect(code == .ok)
        #expect(terminal.output.contains("Water sources"))
        #expect(!terminal.output.contains("Water is not built yet"))
    }

    @Test func show_unknownID_exits66WithTheMessageOnStderr() async {
        let (code, terminal) = await cleanapps(["water", "show", "atlantis"])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("No water source has the id 'atlantis'"))
    }
}
