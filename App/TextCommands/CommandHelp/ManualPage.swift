/// The roff manual `cleanapps help --man` prints (read it with `man -l -`), generated from a
/// ``CommandCatalogProtocol`` like the help and the completions, so they never drift apart.
@MainActor
public struct ManualPage {
    /// The commands the manual describes.
    public let catalog: any CommandCatalogProtocol.Type
    /// The DESCRIPTION section: what the program does with and without arguments.
    public let description: String
    /// The ENVIRONMENT section: each variable (or group of them) and what it does.
    public let environment: [(String, String)]
    /// The FILES section: each path and what it holds.
    public let files: [(String, String)]
    /// The EXAMPLES section: command lines to copy.
    public let examples: [String]

    /// The manual of what `catalog` describes, with the sections the catalog cannot say.
    public init(
        catalog: any CommandCatalogProtocol.Type, description: String,
        environment: [(String, String)], files: [(String, String)], examples: [String]
    ) {
        self.catalog = catalog
        self.description = description
        self.environment = environment
        self.files = files
        self.examples = examples
    }

    /// The whole manual page: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, one section per app,
    /// ENVIRONMENT, FILES, EXIT STATUS and EXAMPLES.
    public func text(version: String) -> String {
        CommandHelpText.$program.withValue(catalog.programName) { body(version: version) }
    }

    /// ``text(version:)`` with ``CommandHelpText/program`` set to the catalog's program.
    private func body(version: String) -> String {
        var lines = [
            ".TH \(CommandHelpText.program.uppercased()) 1 \"\" \"\(CommandHelpText.program) \(RoffText.escape(version))\" \"User Commands\"",
            ".SH NAME",
            "\(CommandHelpText.program) \\- " + RoffText.escape(catalog.program.summary),
            ".SH SYNOPSIS",
        ]
        lines += Self.synopsis(
            catalog.usage.split(separator: "\n").prefix(4).map { String($0.dropFirst(7)) })
        lines += [".SH DESCRIPTION", RoffText.escape(description), ".SH OPTIONS"]
        lines += catalog.globalOptions.flatMap(Self.option)
        for command in catalog.program.commands {
            lines += Self.section(command, in: catalog.program)
        }
        for app in catalog.apps { lines += Self.appSection(app) }
        lines += [".SH ENVIRONMENT"] + environment.flatMap(Self.item)
        lines += [".SH FILES"] + files.flatMap(Self.item)
        lines += [".SH EXIT STATUS"] + Self.exitStatus.flatMap(Self.item)
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
        lines += [
            ".PP", "Example:", ".nf",
            RoffText.code("  \(CommandHelpText.program) " + command.example), ".fi",
        ]
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

    private static let exitStatus = [
        ("0", "Success."), ("1", "Nothing new (giveaways new)."), ("64", "Bad command line."),
        ("65", "Bad input data."),
        ("66", "Unknown id or missing input file."), ("69", "A service is unavailable."),
        ("70", "Internal error."), ("73", "An output file could not be created."),
        ("74", "Reading or writing failed."), ("130", "Interrupted by Ctrl-C."),
    ]
}
