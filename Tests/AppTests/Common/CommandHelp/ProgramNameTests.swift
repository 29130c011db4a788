import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import TextCommands
@testable import WaterScreens

/// The command framework names the program that uses it, never `cleanapps` on its own: a
/// second line-mode app gets its own name in help, error lines, the manual and completions.
@Suite @MainActor struct ProgramNameTests {
    /// A second program made of the Water commands alone.
    enum WaterLineCatalog: CommandCatalogProtocol {
        static let programName = "water-line"
        static let globalOptions = [CommandHelpText.helpOption]
        static let apps = [WaterCommands.description]
        static let program = AppDescription(name: "", summary: "Water alone.", commands: [])
        static var usage: String { "usage: water-line water COMMAND" }
    }

    /// What `words` (a command of Water's and its arguments) print, with the program named
    /// `water-line`.
    private func run(_ words: [String]) async -> ScriptedTerminal {
        let terminal = ScriptedTerminal(lines: [])
        _ = await CommandHelpText.$program.withValue(WaterLineCatalog.programName) {
            await CommandDispatcher(app: WaterCommands.description, terminal: terminal).run(
                words, commands: [any ScriptedCommand<Int>.Type](), on: 0)
        }
        return terminal
    }

    @Test(arguments: [["--help"], ["explode"], ["list", "--help"], []])
    func helpAndErrors_nameTheProgramThatRuns(words: [String]) async {
        let terminal = await run(words)
        let said = terminal.output + terminal.errorOutput

        #expect(said.contains("water-line water"), "\(said)")
        #expect(!said.contains("cleanapps"), "\(said)")
    }

    @Test(arguments: CompletionShell.allCases)
    func completions_nameTheCatalogsProgram(shell: CompletionShell) {
        let script = CompletionScript.text(for: shell, of: WaterLineCatalog.self)

        #expect(script.contains("water-line"))
        #expect(!script.contains("cleanapps"), "\(shell)")
    }

    @Test func manual_namesTheCatalogsProgram() {
        let manual = ManualPage(
            catalog: WaterLineCatalog.self, description: "Water alone.", environment: [],
            files: [], examples: ["water-line water list"])

        let text = manual.text(version: "1.0")

        #expect(text.hasPrefix(".TH WATER-LINE 1"))
        #expect(!text.contains("cleanapps"))
    }

    @Test func shellName_keepsLettersDigitsAndUnderscores() {
        let name = CommandHelpText.$program.withValue("water-line 2.x") {
            CommandHelpText.shellName
        }

        #expect(name == "water_line_2_x")
    }
}
