import Foundation
import Testing

@testable import App
@testable import CampaignsScreens
@testable import DirectoryScreens
@testable import GiveawaysScreens
@testable import MarketingScreens
@testable import TextCommands
@testable import WaterScreens

/// Every scripted command is parsed by its own description: each declared option is read,
/// an undeclared one is refused, and help lists exactly the declared ones.
@Suite @MainActor struct ScriptedCommandTests {
    /// Every app with its declared ``ScriptedCommand``s.
    static let families: [(app: String, commands: [any ScriptedCommand.Type])] = [
        ("campaigns", CampaignsCommands.commands), ("directory", DirectoryCommands.commands),
        ("giveaways", GiveawaysCommands.commands),
        ("marketing", MarketingCommands.commands),
        ("water", WaterCommands.commands),
    ]

    /// Each (app, command) pair, by name (aliases included).
    nonisolated static let commandNames = CommandCatalogTests.describedCommands

    private static func command(_ app: String, _ name: String) throws -> CommandDescription {
        let family = try #require(families.first { $0.app == app })
        return try #require(family.commands.first { $0.description.isNamed(name) }).description
    }

    /// One word for each argument the command needs.
    private static func arguments(of command: CommandDescription) -> [String] {
        command.positionals.map { _ in "1" }
    }

    @Test func families_describeTheirAppsCommands() throws {
        for (name, commands) in Self.families {
            let app = try #require(CommandCatalog.app(named: name))
            #expect(app.commands == commands.map { $0.description }, "\(name)")
            #expect(
                Set(Self.commandNames.filter { $0.0 == name }.map(\.1))
                    == Set(app.commands.flatMap { [$0.name] + $0.aliases }))
        }
    }

    @Test(arguments: commandNames)
    func everyDeclaredOption_isReadByTheCommand(app: String, name: String) async throws {
        let command = try Self.command(app, name)
        let runner = try CommandLineRunner()

        for option in command.options {
            let given = option.value == nil ? ["--\(option.name)"] : ["--\(option.name)=x"]
            let result = await runner.run([app, name] + Self.arguments(of: command) + given)

            #expect(!result.errors.contains("unknown option"), "\(app) \(name) \(given)")
            #expect(!result.errors.contains("takes no value"), "\(app) \(name) \(given)")
            #expect(result.code != .software, "\(result.errors)")
        }
    }

    @Test(arguments: commandNames)
    func undeclaredOption_isRefusedWithExit64(app: String, name: String) async throws {
        let command = try Self.command(app, name)
        let runner = try CommandLineRunner()

        let result = await runner.run(
            [app, name] + Self.arguments(of: command) + ["--undeclared"])

        #expect(result.code == .usage)
        #expect(result.errors.contains("unknown option '--undeclared'"))
        #expect(result.output.isEmpty)
    }

    @Test(arguments: commandNames)
    func extraArgument_isRefusedWithExit64(app: String, name: String) async throws {
        let command = try Self.command(app, name)
        guard command.positionals.allSatisfy({ $0.arity != .many }) else { return }
        let runner = try CommandLineRunner()

        let result = await runner.run([app, name] + Self.arguments(of: command) + ["extra"])

        #expect(result.code == .usage)
        #expect(result.errors.contains("unexpected 'extra'"))
    }

    @Test(arguments: commandNames)
    func help_listsExactlyTheDeclaredOptions(app: String, name: String) throws {
        let command = try Self.command(app, name)
        let described = try #require(CommandCatalog.app(named: app))

        let help = CommandHelpText.$width.withValue(1_000) {
            CommandHelpText.help(of: command, in: described)
        }

        let section = help.components(separatedBy: "OPTIONS:\n")[1]
            .components(separatedBy: "\n\n")[0]
        let labels = section.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
        }.filter { $0.hasPrefix("-") }
        #expect(labels == command.options.map(\.label) + ["-h, --help"])
    }
}
