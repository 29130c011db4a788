import GiveawaysDomain
import Terminal
import TextCommands

extension GiveawaysCommands {
    /// The Giveaways commands, each declared once: help, completions, the manual and the
    /// parser all read these.
    static let commands: [any ScriptedCommand<GiveawaysCommands>.Type] = [
        List.self, New.self, Show.self, Favorite.self, Unfavorite.self, Favorites.self,
    ]

    /// The Giveaways app as help, completions and the manual show it.
    public static let description = AppDescription(
        name: "giveaways", summary: "Free game giveaways from GamerPower.",
        commands: commands.map { $0.description },
        notes: ["platforms: " + Platform.all.map(\.slug).joined(separator: ", ")])

    static let idArgument = Argument(
        CommandPositional(
            name: "[ID]", help: "A giveaway's id (a number), as list prints it first; or --row N.",
            completion: .ids, arity: .optional)
    ) { text in
        guard text.count <= 12, text.allSatisfy(\.isASCIIDigit), let id = Int(text) else {
            throw CommandArguments.UsageError(message: "'\(text)' is not a giveaway id (a number)")
        }
        return id
    }

    /// `giveaways list [--platform P] [--type T] [--sort S] [--search TEXT] [--json]`.
    struct List: ScriptedCommand {
        static let platform = Option.choice(
            "platform", .oneOf(Platform.all.map(\.slug), placeholder: "PLATFORM"),
            "Only giveaways on this platform.", else: { "unknown platform '\($0)'" },
            Platform.init(named:))
        static let type = Option.choice(
            "type", .oneOf(GiveawayKind.filterable.compactMap(\.apiValue)),
            "Only games, loot or betas.",
            else: { _ in "--type is game, loot (or dlc), beta (or early-access) or other" },
            GiveawayKind.init(filterName:))
        static let sort = Option.choice(
            "sort", .oneOf(GiveawaySort.allCases.map(\.rawValue)),
            "The order (newest first by default).",
            else: { _ in "--sort is date, value or popularity" }, GiveawaySort.init(rawValue:))
        static let search = Option("search", .text("TEXT"), "Only titles matching TEXT.")
        static let description = CommandDescription(
            name: "list", summary: "List the giveaways, filtered, sorted and searched.",
            options: [
                platform.described, type.described, sort.described, search.described,
                Flag.json.described,
            ],
            example: "giveaways list --platform steam --sort value --json")
        var query = GiveawayQuery()
        let search: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            query.platform = try arguments.value(Self.platform)
            query.kind = try arguments.value(Self.type)
            if let sort = try arguments.value(Self.sort) { query.sort = sort }
            search = try arguments.value(Self.search) ?? ""
            asJSON = arguments.has(.json)
        }
        func run(on runner: GiveawaysCommands) async throws -> ExitCode {
            try await runner.list(self)
        }
    }

    /// `giveaways new [--platform P] [--type T] [--json]`: exit 0 with new giveaways, 1 without
    /// (as `grep` does), so `cleanapps giveaways new --json && notify …` works from cron; 69
    /// (unavailable) when only the bundled snapshot could be loaded, which is never recorded.
    struct New: ScriptedCommand {
        static let description = CommandDescription(
            name: "new",
            summary:
                "List the giveaways that appeared since the last 'new' (exit 1 when none did, "
                + "69 when GamerPower could not be reached and nothing was recorded).",
            options: [List.platform.described, List.type.described, Flag.json.described],
            example: "giveaways new --platform steam --json")
        var query = GiveawayQuery()
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            query.platform = try arguments.value(List.platform)
            query.kind = try arguments.value(List.type)
            asJSON = arguments.has(.json)
        }
        func run(on runner: GiveawaysCommands) async throws -> ExitCode {
            try await runner.listNew(self)
        }
    }

    /// `giveaways show ID [--json]`.
    struct Show: ScriptedCommand {
        static let description = CommandDescription(
            name: "show", summary: "Show one giveaway in full.",
            positionals: [idArgument.described], options: rowOptions + [Flag.json.described],
            example: "giveaways show --row 2 --platform steam")
        let pick: Pick
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            pick = try Pick(arguments)
            asJSON = arguments.has(.json)
        }
        func run(on runner: GiveawaysCommands) async throws -> ExitCode {
            try await runner.show(self)
        }
    }

    /// `giveaways favorite ID`.
    struct Favorite: ScriptedCommand {
        static let description = CommandDescription(
            name: "favorite", summary: "Add a giveaway to the favourites.",
            positionals: [idArgument.described], options: rowOptions,
            example: "giveaways favorite 1913")
        let pick: Pick

        init(_ arguments: CommandArguments) throws { pick = try Pick(arguments) }
        func run(on runner: GiveawaysCommands) async throws -> ExitCode {
            try await runner.setFavorite(pick, to: true)
        }
    }

    /// `giveaways unfavorite ID`.
    struct Unfavorite: ScriptedCommand {
        static let description = CommandDescription(
            name: "unfavorite", summary: "Remove a giveaway from the favourites.",
            positionals: [idArgument.described], options: rowOptions,
            example: "giveaways unfavorite 1913")
        let pick: Pick

        init(_ arguments: CommandArguments) throws { pick = try Pick(arguments) }
        func run(on runner: GiveawaysCommands) async throws -> ExitCode {
            try await runner.setFavorite(pick, to: false)
        }
    }

    /// `giveaways favorites [--json]`.
    struct Favorites: ScriptedCommand {
        static let description = CommandDescription(
            name: "favorites", summary: "List the favourite giveaways.",
            options: [Flag.json.described], example: "giveaways favorites --json")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: GiveawaysCommands) async throws -> ExitCode {
            try await runner.listFavorites(self)
        }
    }

    /// `unfavorite` of a giveaway that is not a favourite (exit 66).
    struct NotAFavorite: CommandFailure {
        let id: Int

        var exitCode: ExitCode { .noInput }
        var commandLineMessage: String { "\(id) is not a favourite." }
    }
}
