import CleanAppsCore
import MarketingDomain
import TerminalKit

/// The command description, the usage text and how command errors are reported.
extension MarketingCommands {
    /// The Marketing commands as help, completions and the manual show them.
    static let description = AppDescription(
        name: "marketing", summary: "Pick marketing packages and e-mail the selection.",
        options: emailOptions,
        commands: [
            CommandDescription(
                name: "targets", summary: "List the targeting specifics.",
                options: [.json], example: "marketing targets --json"),
            CommandDescription(
                name: "channels", summary: "List the channels offered for some targets.",
                options: [targetsOption.required(), .json],
                example: "marketing channels --targets \"Location,Age\""),
            CommandDescription(
                name: "packages", summary: "List one channel's packages.",
                positionals: [
                    CommandPositional(
                        name: "CHANNEL", help: "A channel name or its 20-character id.")
                ],
                options: [.json], example: "marketing packages Facebook --json"),
            CommandDescription(
                name: "review", summary: "Show a selection of packages and its monthly cost.",
                options: [selectOption.required(), targetsOption, .json],
                example: "marketing review --select \"Facebook:2,SEO:1\" --json"),
            CommandDescription(
                name: "email", summary: "Write the selection as an .eml e-mail file.",
                options: [selectOption.required(), targetsOption] + emailOptions,
                example: "marketing email --select \"Facebook:2\" --to ads@example.com"),
        ],
        notes: [
            "Without a command the screens open; --to and --out then apply to the e-mail saved",
            "on the review screen (without --to it asks for a recipient).",
            "CHANNEL is a channel name or its 20-character id; --select takes CHANNEL:NUMBER",
            "pairs, one package per channel. The e-mail is written to --out FILE, or to a new",
            "file in the data directory; an existing FILE is replaced only with --force.",
            "CLEANAPPS_NPOINT_URL names an npoint-compatible server; if it fails or is slow, and",
            "under --offline, the bundled copy of the data is used.",
        ])

    static let usage = description.usage

    private static let targetsOption = CommandOption.option(
        "targets", .text("LIST"), "Targeting specifics by name, comma-separated (\"Location,Age\")."
    )

    private static let selectOption = CommandOption.option(
        "select", .text("LIST"), "CHANNEL:NUMBER pairs, comma-separated (\"Facebook:2,SEO:1\").")

    private static let emailOptions: [CommandOption] = [
        .option("to", .text("ADDR"), "The recipient's e-mail address."),
        .option("out", .file(), "Write the e-mail to FILE."),
        .flag("force", "Replace an existing --out FILE."),
    ]

    /// Writes `error` to stderr and returns its exit code: 64 for usage, 65 for bad names,
    /// numbers and addresses, 69 without targeting data, 73 when the e-mail is not written.
    func report(_ error: any Error) -> ExitCode {
        switch error {
        case let error as CommandArguments.UsageError:
            let hint = error.message.contains("\nsee '") ? "" : "\nsee 'cleanapps marketing --help'"
            terminal.writeError(
                "cleanapps marketing: \(TerminalText.sanitize(error.message + hint, keepsNewlines: true))\n"
            )
            return .usage
        case let error as MarketingError:
            writeError(MarketingCommandMessage.text(for: error))
            switch error {
            case .targetingUnavailable: return .unavailable
            case .emailNotWritten, .emailRefused: return .cannotCreate
            default: return .dataError
            }
        default:
            writeError("\(error)")
            return .software
        }
    }
}
