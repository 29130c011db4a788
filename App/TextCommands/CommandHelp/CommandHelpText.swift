import Terminal

/// The help texts generated from the command descriptions: an app's usage, one command's
/// help in swift-argument-parser's layout, and the synopsis lines the manual reuses.
public enum CommandHelpText {
    /// The columns help is wrapped to: the terminal's width, or 80 when output is not a
    /// terminal (the app sets it per run). A task-local, so each run sets its own.
    @TaskLocal public static var width = 80
    /// The program's name as its users type it, which help, error lines, the manual and the
    /// completion scripts name: its composition root sets it around a run
    /// (`CommandHelpText.$program.withValue("cleanapps") { … }`); by default the file name
    /// the process was started as.
    @TaskLocal public static var program =
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last }.map(String.init)
        ?? "program"
    /// ``program`` as a shell function name's part: each character other than an ASCII
    /// letter, digit or `_` written as `_` (`water-line` gives `water_line`).
    public static var shellName: String {
        String(
            program.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
    }
    /// The fewest columns a table's text keeps beside its labels; on a narrower terminal the
    /// text goes under the label.
    public static let narrowestTableText = 24

    /// The help option every app and command reads.
    public static let helpOption = CommandOption.flag("help", "Show this help and exit.")

    /// `usage: cleanapps APP [OPTIONS]`, one line per command, then the app's notes.
    public static func usage(of app: AppDescription) -> String {
        let lines = synopses(of: app).enumerated().map { index, line in
            (index == 0 ? "usage: " : "       ") + line
        }
        return (lines + app.notes.flatMap(paragraph)).joined(separator: "\n")
    }

    /// The synopsis of every way to run `app`: the screens first, then each command.
    public static func synopses(of app: AppDescription) -> [String] {
        let screens = wrap([program(app)] + app.options.map(\.synopsis), indent: 7)
        return [screens] + app.commands.map { synopsis(of: $0, in: app, indent: 7) }
    }

    /// `cleanapps APP COMMAND POSITIONALS [OPTIONS]`, wrapped under the command.
    public static func synopsis(of command: CommandDescription, in app: AppDescription, indent: Int)
        -> String
    {
        wrap(
            ["\(program(app)) \(command.name)"] + command.positionals.map(\.name)
                + command.options.map(\.synopsis), indent: indent)
    }

    /// `cleanapps APP`, or `cleanapps` for the program's own commands.
    public static func program(_ app: AppDescription) -> String {
        app.name.isEmpty ? "\(CommandHelpText.program)" : "\(CommandHelpText.program) \(app.name)"
    }

    /// An app's help: its usage, its commands with one line each and where to read more.
    public static func help(of app: AppDescription) -> String {
        var lines = [usage(of: app), "", "commands:"]
        lines += table(app.commands.map { ($0.name, $0.summary) })
        if !app.options.isEmpty {
            lines += ["", "options (before any command):"]
            lines += table(app.options.map { ($0.label, describe($0)) })
        }
        lines.append("")
        lines += fill(
            "See '\(CommandHelpText.program) help \(app.name) COMMAND' or '\(CommandHelpText.program) \(app.name) COMMAND --help'.",
            width: width)
        return lines.joined(separator: "\n")
    }

    /// One command's help: overview, usage, arguments, options one line each, an example.
    public static func help(of command: CommandDescription, in app: AppDescription) -> String {
        var lines = fill("OVERVIEW: \(command.summary)", width: width)
        lines += ["", "USAGE: " + synopsis(of: command, in: app, indent: 7)]
        if !command.positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += table(command.positionals.map { ($0.name, $0.help) })
        }
        lines += ["", "OPTIONS:"]
        lines += table(
            (command.options + [helpOption]).map { option in
                (option.name == "help" ? "-h, --help" : option.label, describe(option))
            })
        if !command.aliases.isEmpty {
            lines.append("")
            lines += fill("ALIASES: " + command.aliases.joined(separator: ", "), width: width)
        }
        lines += ["", "EXAMPLE:"] + example("\(CommandHelpText.program) \(command.example)")
        return lines.joined(separator: "\n")
    }

    /// A command line to copy, indented by two spaces; on a terminal too narrow for it, broken
    /// between its words (never inside a quoted one) with a shell's `\\` continuation.
    public static func example(_ commandLine: String) -> [String] {
        var words: [String] = []
        var isQuoted = false
        for part in commandLine.split(separator: " ", omittingEmptySubsequences: false) {
            if isQuoted, !words.isEmpty {
                words[words.count - 1] += " " + part
            } else {
                words.append(String(part))
            }
            if part.filter({ $0 == "\"" }).count % 2 == 1 { isQuoted.toggle() }
        }
        var lines = ["  "]
        for word in words {
            let last = lines[lines.count - 1]
            if last.allSatisfy({ $0 == " " }) {
                lines[lines.count - 1] += word
            } else if cells(last) + 1 + cells(word) + 2 <= width {
                lines[lines.count - 1] += " " + word
            } else {
                lines[lines.count - 1] += " \\"
                lines.append("    " + word)
            }
        }
        return lines
    }

    /// The option's help line, naming its values when the placeholder does not list them.
    public static func describe(_ option: CommandOption) -> String {
        guard case .values(let values)? = option.value?.completion,
            option.value?.placeholder != values.joined(separator: "|")
        else { return option.help }
        return "\(option.help) One of: \(values.joined(separator: ", "))."
    }

    /// Two columns: the label padded to a common width (at most 30), then the text wrapped
    /// under itself; a longer label puts its text on the next line.
    public static func table(_ rows: [(String, String)]) -> [String] {
        let column = min(30, (rows.map(\.0.count).max() ?? 0) + 2)
        guard width - column - 2 >= narrowestTableText else {
            // NB: a narrow terminal: each text under its label, indented.
            return rows.flatMap { label, text in
                ["  " + label] + fill(text, width: width - 6).map { "      " + $0 }
            }
        }
        let hanging = String(repeating: " ", count: column + 2)
        return rows.flatMap { label, text in
            var lines = fill(text, width: width - column - 2).map { hanging + $0 }
            if label.count + 2 <= column, !lines.isEmpty {
                let padding = String(repeating: " ", count: column - label.count)
                lines[0] = "  " + label + padding + lines[0].dropFirst(hanging.count)
                return lines
            }
            return ["  " + label] + lines
        }
    }

    /// `text` broken into lines of at most `width` characters at spaces, every line after
    /// the first starting with `hanging` (when the word fits after it); a word longer than a
    /// line has one of its own (never broken inside).
    public static func fill(_ text: String, width: Int, hanging: String = "") -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, cells(last) + 1 + cells(word) <= width {
                lines[lines.count - 1] += " " + word
            } else {
                // NB: a word too long for an indented line starts the line itself.
                let indent = lines.isEmpty || hanging.count + cells(word) > width ? "" : hanging
                lines.append(indent + word)
            }
        }
        return lines
    }

    /// One of an app's notes: filled to ``width``, its continuation lines indented by four.
    public static func paragraph(_ note: String) -> [String] {
        fill(note, width: width, hanging: "    ")
    }

    /// `words` joined by spaces, wrapped before ``width`` with continuation lines indented
    /// under the first word's end (by four spaces when that leaves a word no room).
    public static func wrap(_ words: [String], indent: Int) -> String {
        guard let head = words.first else { return "" }
        let longest = words.dropFirst().map(cells).max() ?? 0
        let under = indent + cells(head) + 1
        let hanging = String(
            repeating: " ", count: under + longest <= width ? under : indent + 4)
        var lines = [head]
        // NB: an option's synopsis too wide for the hanging line breaks at its own space.
        let fitting = words.dropFirst().flatMap { word in
            hanging.count + cells(word) > width
                ? word.split(separator: " ").map(String.init) : [word]
        }
        for word in fitting {
            if indent + cells(lines[lines.count - 1]) + 1 + cells(word) > width {
                lines.append(hanging + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The terminal cells `text` takes (Hangul counts two).
    public static func cells(_ text: some StringProtocol) -> Int {
        TerminalText.displayWidth(String(text))
    }
}
