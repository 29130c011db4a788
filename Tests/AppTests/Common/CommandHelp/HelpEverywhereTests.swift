import Foundation
import Testing

@testable import App
@testable import TextCommands

/// `-h`/`--help` after any app or command, and `cleanapps help [APP [COMMAND]]`.
@Suite @MainActor struct HelpEverywhereTests {
    @Test(arguments: CommandCatalogTests.describedCommands)
    func commandHelp_everyCommand_printsItsHelpOnStdoutAndExits0(app: String, command: String)
        async throws
    {
        let runner = try CommandLineRunner()
        let described = try #require(CommandCatalog.app(named: app)?.command(named: command))

        for flag in ["--help", "-h"] {
            let result = await runner.run([app, command, flag])

            #expect(result.code == .ok)
            #expect(result.errors.isEmpty)
            // NB: help is wrapped to 80 columns when piped; read it as one line.
            let flat = result.output.replacingOccurrences(of: " \\\n    ", with: " ")
                .replacingOccurrences(of: "\n", with: " ")
            #expect(flat.hasPrefix("OVERVIEW: \(described.summary) "))
            #expect(result.output.contains("USAGE: cleanapps \(app) \(described.name)"))
            #expect(flat.contains("EXAMPLE:   cleanapps \(described.example) "))
            for option in described.options {
                #expect(result.output.contains("  \(option.label)"), "\(option.name)")
            }
        }
    }

    @Test(arguments: CommandCatalogTests.describedCommands)
    func helpCommand_appAndCommand_printsTheSameAsDashDashHelp(app: String, command: String)
        async throws
    {
        let runner = try CommandLineRunner()

        let viaHelp = await runner.run(["help", app, command])
        let viaFlag = await runner.run([app, command, "--help"])

        #expect(viaHelp.code == .ok)
        #expect(viaHelp.output == viaFlag.output)
    }

    @Test(arguments: ["giveaways", "campaigns", "marketing", "directory", "water"])
    func appHelp_everyApp_listsEveryCommand(app: String) async throws {
        let runner = try CommandLineRunner()
        let described = try #require(CommandCatalog.app(named: app))

        let viaFlag = await runner.run([app, "--help"])
        let viaHelp = await runner.run(["help", app])

        #expect(viaFlag.code == .ok)
        #expect(viaFlag.output.hasPrefix("usage: cleanapps \(app)"))
        for command in described.commands {
            #expect(viaFlag.output.contains("  \(command.name)"))
        }
        #expect(viaHelp.output == viaFlag.output)
    }

    @Test func helpWithoutArguments_printsTheTopLevelUsage() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["help"])

        #expect(result.code == .ok)
        #expect(result.output == CommandCatalog.usage + "\n")
        for app in CommandCatalog.apps { #expect(result.output.contains(app.summary)) }
    }

    @Test(arguments: [
        (["help", "wter"], "unknown app 'wter'; did you mean 'water'?"),
        (["help", "water", "clen"], "unknown command 'clen'; did you mean 'clean'?"),
        (["help", "water", "clean", "extra"], "unexpected 'extra'"),
        (["help", "--mann"], "unknown option '--mann'; did you mean '--man'?"),
        (["wter"], "unknown app 'wter'; did you mean 'water'?"),
        (["--ofline"], "unknown option '--ofline'; did you mean '--offline'?"),
    ])
    func helpOrApp_misspelt_exits64OnStderrNamingTheClosest(arguments: [String], message: String)
        async throws
    {
        let runner = try CommandLineRunner()

        let result = await runner.run(arguments)

        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains(message))
    }

    @Test func helpOfHelp_describesTheManOption() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["help", "help"])

        #expect(result.code == .ok)
        #expect(result.output.contains("--man"))
    }

    @Test func dispatcherHelpWord_withCommand_printsThatCommandsHelp() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["water", "help", "clean"])

        #expect(result.code == .ok)
        #expect(result.output.hasPrefix("OVERVIEW: Apply a sanitization step"))
    }
}
