import Foundation
import Testing

@testable import App
@testable import TextCommands

/// The zsh and fish scripts: a syntax check where the shell exists (skipped otherwise), and
/// what they must name; the hidden id lister they call.
@Suite @MainActor struct OtherShellCompletionTests {
    @Test(.enabled(if: InstalledShell.path("zsh") != nil, "zsh is missing: syntax check skipped"))
    func zshScript_passesZshSyntaxCheck() throws {
        #expect(try Self.checkSyntax(of: .zsh, with: "zsh") == 0)
    }

    @Test(.enabled(if: InstalledShell.path("fish") != nil, "fish is missing: syntax check skipped"))
    func fishScript_passesFishSyntaxCheck() throws {
        #expect(try Self.checkSyntax(of: .fish, with: "fish") == 0)
    }

    /// The exit status of `shell -n` on the script for `kind`.
    static func checkSyntax(of kind: CompletionShell, with shell: String) throws -> Int32 {
        let script = try ScriptFile(CompletionScript.text(for: kind, of: CommandCatalog.self))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: InstalledShell.path(shell) ?? shell)
        process.arguments = ["-n", script.path]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func fishScript_namesEveryAppCommandAndFixedValue() {
        let script = CompletionScript.text(for: .fish, of: CommandCatalog.self)

        #expect(script.contains("-n '__cleanapps_at giveaways' -a list"))
        #expect(
            script.contains(
                "-n '__cleanapps_in giveaways list' -l sort -x -a 'date value popularity'"))
        #expect(
            script.contains(
                "-n '__cleanapps_in water clean' -l step -x -a 'boil disinfect filter all'"))
        #expect(script.contains("'(cleanapps __complete-ids campaigns 2>/dev/null)'"))
        #expect(script.contains("-n '__cleanapps_in directory favourites' -l json"))
    }

    @Test func zshScript_runsTheBashFunctionThroughBashcompinit() {
        let script = CompletionScript.text(for: .zsh, of: CommandCatalog.self)

        #expect(script.hasPrefix("#compdef cleanapps\n"))
        #expect(script.contains("bashcompinit"))
        #expect(script.hasSuffix("complete -F _cleanapps cleanapps\n"))
    }

    @Test func completeIDs_water_listsTheStoredSourceIDs() async throws {
        let runner = try CommandLineRunner()
        _ = await runner.run(["water", "list"])

        let result = await runner.run(["__complete-ids", "water"])

        #expect(result.code == .ok)
        #expect(result.output.split(separator: "\n").contains("thames"))
    }

    @Test func completeIDs_appWithoutCheapIDs_printsNothing() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["__complete-ids", "marketing"])

        #expect(result.code == .ok)
        #expect(result.output.isEmpty)
    }

    @Test func completions_unknownShell_exits64NamingTheClosest() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["completions", "bsh"])

        #expect(result.code == .usage)
        #expect(result.errors.contains("unknown shell 'bsh'; did you mean 'bash'?"))
    }
}
