import CampaignsDomain
import CampaignsKit
import Foundation
import TextCommands

extension CampaignsCommands {
    /// The Campaigns commands, each declared once: help, completions, the manual and the
    /// parser all read these.
    static let commands: [any ScriptedCommand<CampaignsCommands>.Type] = [
        List.self, Show.self, Add.self, Edit.self, Render.self, Preview.self, Delete.self,
        Undo.self, Templates.self, Refresh.self,
    ]

    /// The Campaigns app as help, completions and the manual show it.
    public static let description = AppDescription(
        name: "campaigns", summary: "Fundraising campaigns with posters and monobank jars.",
        commands: commands.map { $0.description },
        notes: [
            "ID: the full id, its first 4 or more characters, or the row number (1-999) of 'list'.",
            """
            Posters are 2160 px PNG (SVG with --svg), named <slug>-<id4>-<format>.png in the \
            data directory's posters folder and re-rendered there on every add, edit and render; an existing --out FILE is replaced \
            only with --force or after a yes in a terminal.
            """,
            """
            Exit codes: 64 usage, 65 invalid fields (every message on stderr), 66 unknown id or \
            nothing to undo, 69 monobank unreachable (refresh), 73 poster not written, \
            74 storage failed.
            """,
        ])

    static let idArgument = Argument(
        CommandPositional(
            name: "ID", help: "The id, its first 4 or more characters, or the row number of list.",
            completion: .ids))
    static let noQR = Flag("no-qr", "Leave the jar link's QR code off the poster.")
    static let force = Flag("force", "Replace an existing file without asking.")
    static let noProgress = Flag(
        "no-progress", "Leave the jar's progress (amount collected and its bar) off the poster.")
    static let yes = Flag("yes", "Do not ask.")
    static let header = Flag("header", "Print a header row even when piped.")

    /// `campaigns list [--json] [--header]`.
    struct List: ScriptedCommand {
        static let description = CommandDescription(
            name: "list", summary: "List the campaigns with their jar progress.",
            options: [Flag.json.described, header.described], example: "campaigns list --json")
        let asJSON: Bool
        let hasHeader: Bool

        init(_ arguments: CommandArguments) {
            asJSON = arguments.has(.json)
            hasHeader = arguments.has(header)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.list(self)
        }
    }

    /// `campaigns show ID [--json]`.
    struct Show: ScriptedCommand {
        static let description = CommandDescription(
            name: "show", summary: "Show one campaign in full.",
            positionals: [idArgument.described], options: [Flag.json.described],
            example: "campaigns show 1")
        let id: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            id = try arguments.value(idArgument)
            asJSON = arguments.has(.json)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.show(self)
        }
    }

    /// `campaigns add --purpose TEXT --image FILE --template N [FIELDS] [--no-qr] [--force]`.
    struct Add: ScriptedCommand {
        static let description = CommandDescription(
            name: "add", summary: "Add a campaign; every invalid field is reported (exit 65).",
            options: DraftFields.options(required: true) + [noQR.described, force.described],
            example: "campaigns add --purpose \"Night vision\" --image photo.jpg --template 3")
        let fields: DraftFields
        let withQR: Bool
        let isForced: Bool

        init(_ arguments: CommandArguments) throws {
            fields = try DraftFields(arguments)
            withQR = !arguments.has(noQR)
            isForced = arguments.has(force)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.add(self)
        }
    }

    /// `campaigns edit ID [FIELDS] [--no-qr] [--force]`.
    struct Edit: ScriptedCommand {
        static let description = CommandDescription(
            name: "edit",
            summary: "Change a campaign's fields; an empty --target or --jar clears it.",
            positionals: [idArgument.described],
            options: DraftFields.options(required: false) + [noQR.described, force.described],
            example: "campaigns edit 1 --target 50000")
        let id: String
        let fields: DraftFields
        let withQR: Bool
        let isForced: Bool

        init(_ arguments: CommandArguments) throws {
            id = try arguments.value(idArgument)
            fields = try DraftFields(arguments)
            withQR = !arguments.has(noQR)
            isForced = arguments.has(force)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.edit(self)
        }
    }

    /// `campaigns render ID [--format F|all] [--png|--svg] [--no-qr] [--no-progress]
    /// [--out FILE] [--force]`.
    struct Render: ScriptedCommand {
        static let formats = Option(
            "format", .oneOf(PosterFormat.allCases.map(\.rawValue) + ["all"]),
            "The poster's shape, or all three."
        ) { text in
            text.lowercased() == "all" ? PosterFormat.allCases : [try DraftFields.format(text)]
        }
        static let png = Flag("png", "Write a PNG file (the default, or as --out names it).")
        static let svg = Flag("svg", "Write an SVG file (or name --out .svg).")
        static let out = Option(
            "out", .file(), "Write here instead of posters/ (- for stdout).")
        static let description = CommandDescription(
            name: "render", summary: "Write the campaign's 2160 px PNG poster (or SVG).",
            positionals: [idArgument.described],
            options: [
                formats.described, png.described, svg.described, noQR.described,
                noProgress.described, out.described, force.described,
            ],
            example: "campaigns render 1 --format story --out poster.png")
        let id: String
        let formats: [PosterFormat]?
        let out: String?
        let writesSVG: Bool
        let withQR: Bool
        let withProgress: Bool
        let isForced: Bool

        init(_ arguments: CommandArguments) throws {
            id = try arguments.value(idArgument)
            formats = try arguments.value(Self.formats)
            out = try arguments.value(Self.out)
            if let out {
                guard !out.isEmpty else {
                    throw CommandArguments.UsageError(message: "--out needs a file name")
                }
                guard formats.map({ $0.count == 1 }) ?? true else {
                    throw CommandArguments.UsageError(message: "--out takes one --format, not all")
                }
            }
            writesSVG = try Self.writesSVG(
                png: arguments.has(Self.png), svg: arguments.has(Self.svg), out: out)
            withQR = !arguments.has(noQR)
            withProgress = !arguments.has(noProgress)
            isForced = arguments.has(force)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.render(self)
        }
    }

    /// `campaigns preview ID`.
    struct Preview: ScriptedCommand {
        static let description = CommandDescription(
            name: "preview",
            summary: "Draw the poster in the terminal (24-bit colour, about 40 columns).",
            positionals: [idArgument.described], example: "campaigns preview 1")
        let id: String

        init(_ arguments: CommandArguments) throws { id = try arguments.value(idArgument) }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.preview(self)
        }
    }

    /// `campaigns delete ID [--yes]`.
    struct Delete: ScriptedCommand {
        static let description = CommandDescription(
            name: "delete", summary: "Delete a campaign (asks unless --yes).",
            positionals: [idArgument.described], options: [yes.described],
            example: "campaigns delete 1 --yes")
        let id: String
        let isConfirmed: Bool

        init(_ arguments: CommandArguments) throws {
            id = try arguments.value(idArgument)
            isConfirmed = arguments.has(yes)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.delete(self)
        }
    }

    /// `campaigns undo [--yes]`.
    struct Undo: ScriptedCommand {
        static let description = CommandDescription(
            name: "undo",
            summary: "Put back the campaign the last delete removed (asks unless --yes).",
            options: [yes.described], example: "campaigns undo --yes")
        let isConfirmed: Bool

        init(_ arguments: CommandArguments) { isConfirmed = arguments.has(yes) }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.undo(self)
        }
    }

    /// `campaigns templates [--json]`.
    struct Templates: ScriptedCommand {
        static let description = CommandDescription(
            name: "templates", summary: "List the poster templates and their numbers.",
            options: [Flag.json.described], example: "campaigns templates")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try runner.templates(self)
        }
    }

    /// `campaigns refresh [--render] [--json] [--header]`.
    struct Refresh: ScriptedCommand {
        static let render = Flag(
            "render",
            "Redraw the posters (in the posters folder) whose jar progress changed, naming each.")
        static let description = CommandDescription(
            name: "refresh", summary: "Fetch every jar's progress from monobank.",
            options: [render.described, Flag.json.described, header.described],
            example: "campaigns refresh --render")
        let asJSON: Bool
        let hasHeader: Bool
        let redrawsPosters: Bool

        init(_ arguments: CommandArguments) {
            asJSON = arguments.has(.json)
            hasHeader = arguments.has(header)
            redrawsPosters = arguments.has(Self.render)
        }
        func run(on runner: CampaignsCommands) async throws -> ExitCode {
            try await runner.refresh(self)
        }
    }
}
