import DirectoryPresentation

/// The roff manual `cleanapps help --man` prints (read it with `man -l -`), generated from
/// ``CommandCatalog`` like the help and the completions, so they never drift apart.
@MainActor
enum ManualPage {
    /// The whole manual page: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, one section per app,
    /// ENVIRONMENT, FILES, EXIT STATUS and EXAMPLES.
    static func text(version: String) -> String {
        var lines = [
            ".TH CLEANAPPS 1 \"\" \"cleanapps \(RoffText.escape(version))\" \"User Commands\"",
            ".SH NAME", "cleanapps \\- " + RoffText.escape(CommandCatalog.program.summary),
            ".SH SYNOPSIS",
        ]
        lines += synopsis(
            CommandCatalog.usage.split(separator: "\n").prefix(4).map { String($0.dropFirst(7)) })
        lines += [
            ".SH DESCRIPTION",
            RoffText.escape(
                "Without an app the main menu opens; with only an app, that app's screens. "
                    + "APP COMMAND runs one scriptable command and exits; commands that print "
                    + "data take --json, described by the schemas in App/Schemas."),
            ".SH OPTIONS",
        ]
        lines += CommandCatalog.globalOptions.flatMap(option)
        for command in CommandCatalog.program.commands {
            lines += section(command, in: CommandCatalog.program)
        }
        for app in CommandCatalog.apps { lines += appSection(app) }
        lines += [".SH ENVIRONMENT"] + environment.flatMap(item)
        lines += [".SH FILES"] + files.flatMap(item)
        lines += [".SH EXIT STATUS"] + exitStatus.flatMap(item)
        lines += [".SH EXAMPLES"]
        lines += examples.flatMap { [".PP", ".nf", RoffText.code($0), ".fi"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One app: its summary, notes and every command.
    private static func appSection(_ app: AppDescription) -> [String] {
        var lines = [".SH \(app.name.uppercased())", RoffText.escape(app.summary)]
        lines += synopsis(CommandHelpText.synopses(of: app).prefix(1).map { $0 })
        lines += app.options.flatMap(option)
        lines += app.notes.flatMap { [".PP", RoffText.escape($0)] }
        for command in app.commands { lines += section(command, in: app) }
        return lines
    }

    /// One command: synopsis, summary, arguments, options and its example.
    private static func section(_ command: CommandDescription, in app: AppDescription)
        -> [String]
    {
        var lines = [".SS \"\(RoffText.escape(CommandHelpText.program(app))) \(command.name)\""]
        lines += synopsis([CommandHelpText.synopsis(of: command, in: app, indent: 0)])
        lines += [".PP", RoffText.escape(command.summary)]
        if !command.aliases.isEmpty {
            lines.append(RoffText.escape("Also: " + command.aliases.joined(separator: ", ") + "."))
        }
        lines += command.positionals.flatMap { item(($0.name, $0.help)) }
        lines += command.options.flatMap(option)
        lines += [".PP", "Example:", ".nf", RoffText.code("  cleanapps " + command.example), ".fi"]
        return lines
    }

    private static func synopsis(_ text: [String]) -> [String] {
        [".PP", ".nf"]
            + text.flatMap { $0.split(separator: "\n") }.map { RoffText.code(String($0)) }
            + [".fi"]
    }

    private static func option(_ option: CommandOption) -> [String] {
        var label = "\\fB" + RoffText.code("--" + option.name) + "\\fR"
        if let value = option.value { label += " \\fI" + RoffText.code(value.placeholder) + "\\fR" }
        return [".TP", label, RoffText.escape(CommandHelpText.describe(option))]
    }

    private static func item(_ entry: (String, String)) -> [String] {
        [".TP", "\\fB" + RoffText.code(entry.0) + "\\fR", RoffText.escape(entry.1)]
    }

    private static let environment = [
        ("CLEANAPPS_DATA_DIR", "The data directory, as --data-dir (the flag wins)."),
        ("XDG_DATA_HOME, XDG_CACHE_HOME", "Base directories (absolute paths only)."),
        ("CLEANAPPS_GAMERPOWER_URL", "A GamerPower-compatible API root."),
        ("CLEANAPPS_MONOBANK_URL", "A monobank-compatible jar handler."),
        ("CLEANAPPS_NPOINT_URL", "An npoint-compatible base for the Marketing documents."),
        ("NO_COLOR, CLICOLOR_FORCE, TERM", "Colour rules; --color and --no-color win."),
        (
            "SSL_CERT_FILE, SSL_CERT_DIR",
            "Trusted certificates for https (OpenSSL's own otherwise)."
        ),
    ]

    private static let files = [
        ("$XDG_DATA_HOME/cleanapps", "The data (default ~/.local/share/cleanapps)."),
        ("$XDG_CACHE_HOME/cleanapps", "The last good API responses (default ~/.cache/cleanapps)."),
    ]

    private static let exitStatus = [
        ("0", "Success."), ("64", "Bad command line."), ("65", "Bad input data."),
        ("66", "Unknown id or missing input file."), ("69", "A service is unavailable."),
        ("70", "Internal error."), ("73", "An output file could not be created."),
        ("74", "Reading or writing failed."), ("130", "Interrupted by Ctrl-C."),
    ]

    private static let examples = [
        "cleanapps giveaways list --platform steam --sort value",
        "cleanapps --offline directory search 홍길 --json",
        "source <(cleanapps completions bash)",
        "cleanapps help --man | man -l -",
    ]
}
