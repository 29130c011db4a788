import Testing

@testable import App
@testable import CampaignsScreens
@testable import DirectoryScreens
@testable import TextCommands

/// The catalog lists every app's commands, each is run, and nothing undescribed is.
@Suite @MainActor struct CommandCatalogTests {
    /// Every (app, command) pair the catalog describes, aliases included.
    nonisolated static let describedCommands: [(String, String)] = [
        ("giveaways", ["list", "new", "show", "favorite", "unfavorite", "favorites"]),
        (
            "campaigns",
            [
                "list", "show", "add", "edit", "render", "preview", "delete", "undo", "templates",
                "refresh",
            ]
        ),
        ("marketing", ["targets", "channels", "packages", "review", "email"]),
        (
            "directory",
            [
                "info", "search", "show", "parties", "party", "committees", "committee",
                "favorites", "favourites", "favorite", "favourite", "unfavorite", "unfavourite",
                "export", "email", "import", "reset", "undo",
            ]
        ),
        ("water", ["list", "show", "clean", "reset", "undo"]),
    ].flatMap { app, commands in commands.map { (app, $0) } }

    @Test func catalog_listsTheCommandsTheTestsKnow() {
        let described = CommandCatalog.apps.flatMap { app in
            app.commands.flatMap { command in
                ([command.name] + command.aliases).map { "\(app.name) \($0)" }
            }
        }

        #expect(Set(described) == Set(Self.describedCommands.map { "\($0) \($1)" }))
        #expect(described.count == Self.describedCommands.count)
    }

    @Test(arguments: describedCommands)
    func describedCommand_withTooManyArguments_isRunAndRefusesThem(app: String, command: String)
        async throws
    {
        let runner = try CommandLineRunner()

        let result = await runner.run([app, command, "a1", "a2", "a3"])

        #expect(result.code != .software, "\(result.errors)")
        #expect(!result.errors.contains("described but not run"))
        #expect(!result.errors.contains("unknown command"))
    }

    @Test func undescribedCommand_isAUsageErrorNamingTheClosest() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["directory", "serch", "홍"])

        #expect(result.code == .usage)
        #expect(result.errors.contains("unknown command 'serch'; did you mean 'search'?"))
        #expect(result.output.isEmpty)
    }

    @Test func undescribedOption_isAUsageErrorNamingTheClosest() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["giveaways", "list", "--sotr", "value"])

        #expect(result.code == .usage)
        #expect(result.errors.contains("unknown option '--sotr'; did you mean '--sort'?"))
    }

    @Test func optionValue_startingWithADash_isNotTakenForAnOption() throws {
        let command = try #require(CampaignsCommands.description.command(named: "edit"))

        let parsed = try CommandArguments.parse(
            ["1", "--photo-scale", "-h", "--photo-offset=-20,5"], as: command)

        #expect(!parsed.asksForHelp)
    }

    @Test func helpAfterDoubleDash_isAnArgument() throws {
        let command = try #require(DirectoryCommands.description.command(named: "show"))

        #expect(try !CommandArguments.parse(["--", "-h"], as: command).asksForHelp)
    }

    @Test func examples_startWithTheirAppAndCommand() {
        for app in CommandCatalog.apps {
            for command in app.commands {
                #expect(
                    command.example.hasPrefix("\(app.name) \(command.name)")
                        || command.example.hasPrefix("\(app.name) --"), "\(command.example)")
            }
        }
    }
}
