import CleanAppsCore
import MarketingDomain
import TextCommands

/// The Marketing commands, each declared once: help, completions, the manual and the parser
/// all read these.
extension MarketingCommands {
    static let commands: [any ScriptedCommand<MarketingCommands>.Type] = [
        Targets.self, Channels.self, Packages.self, Review.self, Email.self,
    ]

    /// The Marketing app as help, completions and the manual show it.
    public static let description = AppDescription(
        name: "marketing", summary: "Pick marketing packages and e-mail the selection.",
        options: emailOptions.map(\.described), commands: commands.map { $0.description },
        notes: [
            """
            Without a command the screens open; --to and --out then apply to the e-mail saved \
            on the review screen (without --to it asks for a recipient).
            """,
            """
            CHANNEL is a channel name or its 20-character id; --select takes CHANNEL:NUMBER \
            pairs, one package per channel. The e-mail is written to --out FILE, or to a new \
            file in the data directory; an existing FILE is replaced only with --force.
            """,
            """
            CLEANAPPS_NPOINT_URL names an npoint-compatible server; if it fails or is slow, and \
            under --offline, the bundled copy of the data is used.
            """,
        ])

    static var usage: String { description.usage }

    static let targets = Option(
        "targets", .text("LIST"), "Targeting specifics by name, comma-separated (\"Location,Age\")."
    )
    static let select = Option(
        "select", .text("LIST"), "CHANNEL:NUMBER pairs, comma-separated (\"Facebook:2,SEO:1\").")
    static let recipient = Option("to", .text("ADDR"), "The recipient's e-mail address.")
    static let outFile = Option("out", .file(), "Write the e-mail to FILE.")
    static let force = Flag("force", "Replace an existing --out FILE.")
    /// The options the e-mail takes, on the `email` command and before the screens.
    static let emailOptions: [any DeclaredOption] = [recipient, outFile, force]

    /// `marketing targets [--json]`.
    struct Targets: ScriptedCommand {
        static let description = CommandDescription(
            name: "targets", summary: "List the targeting specifics.",
            options: [Flag.json.described], example: "marketing targets --json")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: MarketingCommands) async throws -> ExitCode {
            try await runner.targets(self)
        }
    }

    /// `marketing channels --targets LIST [--json]`.
    struct Channels: ScriptedCommand {
        static let description = CommandDescription(
            name: "channels", summary: "List the channels offered for some targets.",
            options: [MarketingCommands.targets.required().described, Flag.json.described],
            example: "marketing channels --targets \"Location,Age\"")
        let targets: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            targets = try arguments.required(MarketingCommands.targets)
            asJSON = arguments.has(.json)
        }
        func run(on runner: MarketingCommands) async throws -> ExitCode {
            try await runner.channels(self)
        }
    }

    /// `marketing packages CHANNEL [--json]`.
    struct Packages: ScriptedCommand {
        static let channel = Argument(
            CommandPositional(
                name: "CHANNEL",
                help: "A channel name, its 20-character id, or its row number in channels."))
        static let description = CommandDescription(
            name: "packages", summary: "List one channel's packages.",
            positionals: [channel.described], options: [Flag.json.described],
            example: "marketing packages Facebook --json")
        let channel: String
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            channel = try arguments.value(Self.channel)
            asJSON = arguments.has(.json)
        }
        func run(on runner: MarketingCommands) async throws -> ExitCode {
            try await runner.packages(self)
        }
    }

    /// `marketing review --select LIST [--targets LIST] [--json]`.
    struct Review: ScriptedCommand {
        static let description = CommandDescription(
            name: "review", summary: "Show a selection of packages and its monthly cost.",
            options: [select.required().described, targets.described, Flag.json.described],
            example: "marketing review --select \"Facebook:2,SEO:1\" --json")
        let selection: SelectionSpec
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            selection = try SelectionSpec(arguments)
            asJSON = arguments.has(.json)
        }
        func run(on runner: MarketingCommands) async throws -> ExitCode {
            try await runner.review(self)
        }
    }

    /// `marketing email --select LIST [--targets LIST] [--to ADDR] [--out FILE [--force]]`.
    struct Email: ScriptedCommand {
        static let description = CommandDescription(
            name: "email", summary: "Write the selection as an .eml e-mail file.",
            options: [select.required().described, targets.described]
                + emailOptions.map(\.described),
            example: "marketing email --select \"Facebook:2\" --to ads@example.com")
        let selection: SelectionSpec
        let recipient: String?
        let outFile: String?
        let replacesOutFile: Bool

        init(_ arguments: CommandArguments) throws {
            selection = try SelectionSpec(arguments)
            recipient = try arguments.value(MarketingCommands.recipient)
            outFile = try arguments.value(MarketingCommands.outFile)
            replacesOutFile = arguments.has(MarketingCommands.force)
        }
        func run(on runner: MarketingCommands) async throws -> ExitCode {
            try await runner.email(self)
        }
    }

    /// `--select` and `--targets` as review and email take them.
    struct SelectionSpec {
        let select: String
        let targets: String?

        @MainActor init(_ arguments: CommandArguments) throws {
            select = try arguments.required(MarketingCommands.select)
            targets = try arguments.value(MarketingCommands.targets)
        }
    }
}
