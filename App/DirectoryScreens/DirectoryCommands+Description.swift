import DirectoryDomain
import DirectoryPresentation
import TextCommands

extension DirectoryCommands {
    /// The Directory commands, each declared once: help, completions, the manual and the
    /// parser all read these.
    static let commands: [any ScriptedCommand<DirectoryCommands>.Type] = [
        Info.self, Search.self, Show.self, Parties.self, Party.self, Committees.self,
        Committee.self, Favorites.self, Favorite.self, Unfavorite.self, Export.self, Email.self,
        Import.self,
        Reset.self, Undo.self,
    ]

    /// The Directory app as help, completions and the manual show it.
    public static let description = AppDescription(
        name: "directory", summary: "The National Assembly lawmakers' directory.",
        commands: commands.map { $0.description },
        notes: [
            "QUERY: a name or district; initial consonants (ㅎㄱㄷ) and partly typed names work.",
            """
            ID: a lawmaker's ID as search prints it in its first column (the name, with -2, -3 \
            for namesakes; quote it when it has spaces), the row number `no` search prints in \
            its second column, or a name only one lawmaker has. Put -- before an ID that \
            starts with "-".
            """,
            "PARTY: a party's number or name, as parties prints them.",
            "NAME: a committee's ID (1-3) or title, or a part of the title only one has.",
            """
            GROUP: favourites, committee:NAME, party:NAME (a party's number or name) or \
            search:TEXT (as search finds it; initial consonants work).
            """,
            """
            import refuses a workbook that is not newer than your last import unless --force; \
            one that removes favourites or more than a fifth of the lawmakers asks first \
            (or needs --force); --dry-run prints what would change and writes nothing.
            """,
            "reset goes back to the bundled data, keeping favourites of lawmakers still listed.",
            "undo puts back the directory as it was before the last import, reset or sync.",
        ])

    static let personArgument = Argument(
        CommandPositional(name: "ID", help: "A lawmaker's ID or row number, as search prints them.")
    )
    static let yes = Flag("yes", "Do not ask (needed when not run in a terminal).")
    static let dryRun = Flag("dry-run", "Print what would change and write nothing.")

    /// `directory info [--json]`.
    struct Info: ScriptedCommand {
        static let description = CommandDescription(
            name: "info", summary: "Show the data's version, notice, dates and counts.",
            options: [Flag.json.described], example: "directory info --json")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.info(self)
        }
    }

    /// `directory search QUERY… [--scope S] [--json]`.
    struct Search: ScriptedCommand {
        static let words = Argument(
            CommandPositional(
                name: "QUERY",
                help: "A name or district; initial consonants and partial names work.",
                arity: .many))
        static let scope = Option.choice(
            "scope", .oneOf(SearchScope.allCases.map(\.rawValue)),
            "Where to look (all by default).", else: { _ in "--scope is all, name or district" },
            SearchScope.init(text:))
        static let description = CommandDescription(
            name: "search", summary: "Find lawmakers by name or district, sorted by name.",
            positionals: [words.described], options: [scope.described, Flag.json.described],
            example: "directory search 홍길 --scope name")
        let query: String
        let scope: SearchScope
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            query = try Self.words.values(in: arguments).joined(separator: " ")
            scope = try arguments.value(Self.scope) ?? .all
            asJSON = arguments.has(.json)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.search(self)
        }
    }

    /// `directory show ID [--json]`.
    struct Show: ScriptedCommand {
        static let description = CommandDescription(
            name: "show", summary: "Show one lawmaker's details.",
            positionals: [personArgument.described], options: [Flag.json.described],
            example: "directory show 12 --json")
        let person: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            person = try arguments.value(personArgument)
            asJSON = arguments.has(.json)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.show(self)
        }
    }

    /// `directory parties [--json]`.
    struct Parties: ScriptedCommand {
        static let description = CommandDescription(
            name: "parties", summary: "List the parties with their member counts.",
            options: [Flag.json.described], example: "directory parties")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.parties(self)
        }
    }

    /// `directory party PARTY [--json]`.
    struct Party: ScriptedCommand {
        static let party = Argument(
            CommandPositional(
                name: "PARTY", help: "A party's number or name, as parties prints them."))
        static let description = CommandDescription(
            name: "party", summary: "Show a party's contacts, links and members.",
            positionals: [party.described], options: [Flag.json.described],
            example: "directory party 1 --json")
        let party: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            party = try arguments.value(Self.party)
            asJSON = arguments.has(.json)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.party(self)
        }
    }

    /// `directory committees [--json]`.
    struct Committees: ScriptedCommand {
        static let description = CommandDescription(
            name: "committees",
            summary: "List the committees, then the bills, with their member counts.",
            options: [Flag.json.described], example: "directory committees")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.committees(self)
        }
    }

    /// `directory committee NAME [--json]`.
    struct Committee: ScriptedCommand {
        static let name = Argument(
            CommandPositional(
                name: "NAME",
                help: "A committee's ID or title, as committees prints them, or part of the title."
            ))
        static let description = CommandDescription(
            name: "committee",
            summary: "Show a committee or bill and its members with party and phones.",
            positionals: [name.described], options: [Flag.json.described],
            example: "directory committee 교육위원회 --json")
        let name: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            name = try arguments.value(Self.name)
            asJSON = arguments.has(.json)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.committee(self)
        }
    }

    /// `directory favorites [--json]` (also `favourites`).
    struct Favorites: ScriptedCommand {
        static let description = CommandDescription(
            name: "favorites", aliases: ["favourites"],
            summary: "List the favourite lawmakers, oldest first.",
            options: [Flag.json.described], example: "directory favorites")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.favorites(self)
        }
    }

    /// `directory favorite ID` (also `favourite`).
    struct Favorite: ScriptedCommand {
        static let description = CommandDescription(
            name: "favorite", aliases: ["favourite"], summary: "Add a lawmaker to the favourites.",
            positionals: [personArgument.described], example: "directory favorite 12")
        let person: String

        init(_ arguments: CommandArguments) throws { person = try arguments.value(personArgument) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.setFavorite(person, to: true)
        }
    }

    /// `directory unfavorite ID` (also `unfavourite`).
    struct Unfavorite: ScriptedCommand {
        static let description = CommandDescription(
            name: "unfavorite", aliases: ["unfavourite"],
            summary: "Remove a lawmaker from the favourites.",
            positionals: [personArgument.described], example: "directory unfavorite 12")
        let person: String

        init(_ arguments: CommandArguments) throws { person = try arguments.value(personArgument) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.setFavorite(person, to: false)
        }
    }

    /// `directory import FILE.xlsx [--force] [--dry-run]`.
    struct Import: ScriptedCommand {
        static let file = Argument(
            CommandPositional(
                name: "FILE.xlsx", help: "The workbook to import.", completion: .files))
        static let force = Flag(
            "force",
            "Import even when it is not newer than your last import, or when it removes "
                + "favourites or more than a fifth of the lawmakers.")
        static let description = CommandDescription(
            name: "import", summary: "Apply a newer workbook and print what changed.",
            positionals: [file.described], options: [force.described, dryRun.described],
            example: "directory import assembly.xlsx --dry-run")
        let path: String
        let isForced: Bool
        let isDryRun: Bool

        init(_ arguments: CommandArguments) throws {
            path = try arguments.value(Self.file)
            isForced = arguments.has(Self.force)
            isDryRun = arguments.has(dryRun)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.importWorkbook(self)
        }
    }

    /// `directory reset [--yes] [--dry-run]`.
    struct Reset: ScriptedCommand {
        static let description = CommandDescription(
            name: "reset", summary: "Go back to the bundled data, keeping favourites still listed.",
            options: [yes.described, dryRun.described], example: "directory reset --dry-run")
        let isConfirmed: Bool
        let isDryRun: Bool

        init(_ arguments: CommandArguments) {
            isConfirmed = arguments.has(yes)
            isDryRun = arguments.has(dryRun)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.reset(self)
        }
    }

    /// `directory undo [--yes]`.
    struct Undo: ScriptedCommand {
        static let description = CommandDescription(
            name: "undo",
            summary: "Put back the directory as it was before the last import, reset or sync.",
            options: [yes.described], example: "directory undo --yes")
        let isConfirmed: Bool

        init(_ arguments: CommandArguments) { isConfirmed = arguments.has(yes) }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.undo(self)
        }
    }
}
