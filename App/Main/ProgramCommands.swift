import CleanAppsDataCore
import TerminalKit
import TextCommands

/// The commands of the program itself: `cleanapps help [APP [COMMAND]]`, `cleanapps help
/// --man` and `cleanapps completions SHELL`. They need no data directory.
@MainActor
struct ProgramCommands {
    let terminal: any Terminal

    static let appArgument = Argument(
        CommandPositional(
            name: "[APP]", help: "The app to explain.",
            completion: .values(CommandCatalog.apps.map(\.name)), arity: .optional))
    static let commandArgument = Argument(
        CommandPositional(
            name: "[COMMAND]", help: "The app's command to explain.", arity: .optional))
    static let manual = Flag("man", "Print the whole manual as roff (man -l -).")
    static let shellArgument = Argument(
        CommandPositional(
            name: "SHELL", help: "The shell: bash, zsh or fish.",
            completion: .values(CompletionShell.allCases.map(\.rawValue)))
    ) { word in
        guard let shell = CompletionShell(rawValue: word) else {
            throw CommandArguments.UsageError(
                message: CommandSuggestion.message(
                    "unknown shell '\(word)'", for: word,
                    among: CompletionShell.allCases.map(\.rawValue)))
        }
        return shell
    }

    /// `cleanapps help [APP [COMMAND]]` and `cleanapps help --man`.
    static let help = CommandDescription(
        name: "help", summary: "Show the help of the program, an app or a command.",
        positionals: [appArgument.described, commandArgument.described],
        options: [manual.described], example: "help directory search")

    /// `cleanapps completions SHELL`.
    static let completions = CommandDescription(
        name: "completions", summary: "Print a shell completion script.",
        positionals: [shellArgument.described], example: "completions bash")

    /// Whether `word` names one of these commands.
    static func handles(_ word: String) -> Bool {
        CommandCatalog.program.command(named: word) != nil
    }

    /// Runs the command `name` with `arguments` and returns the exit code.
    func run(_ name: String, _ arguments: [String]) -> ExitCode {
        guard let command = CommandCatalog.program.command(named: name) else { return .software }
        do {
            let parsed = try CommandArguments.parse(arguments, as: command)
            if parsed.asksForHelp {
                terminal.write(CommandHelpText.help(of: command, in: CommandCatalog.program) + "\n")
                return .ok
            }
            terminal.write(try text(of: command.name, parsed))
            return .ok
        } catch {
            let message = (error as? any CommandFailure)?.commandLineMessage ?? "\(error)"
            terminal.writeError(
                "cleanapps \(name): \(TerminalText.sanitize(message))\n"
                    + CommandHelpText.help(of: command, in: CommandCatalog.program) + "\n")
            return .usage
        }
    }

    /// What `help` or `completions` prints.
    private func text(of name: String, _ parsed: CommandArguments) throws -> String {
        if name == "completions" {
            return CompletionScript.text(
                for: try parsed.value(Self.shellArgument), of: CommandCatalog.self)
        }
        let words =
            try Self.appArgument.values(in: parsed) + Self.commandArgument.values(in: parsed)
        if parsed.has(Self.manual) {
            if let word = words.first {
                throw CommandArguments.UsageError(message: "unexpected '\(word)'")
            }
            return ManualPage.cleanApps.text(version: CompositionRoot.version)
        }
        return try help(for: words) + "\n"
    }

    /// The help `cleanapps help APP COMMAND` names.
    private func help(for words: [String]) throws(CommandArguments.UsageError) -> String {
        guard let appName = words.first else { return CommandCatalog.usage }
        if let own = CommandCatalog.program.command(named: appName), words.count == 1 {
            return CommandHelpText.help(of: own, in: CommandCatalog.program)
        }
        guard let app = CommandCatalog.app(named: appName) else {
            throw CommandArguments.UsageError(
                message: CommandSuggestion.message(
                    "unknown app '\(appName)'", for: appName,
                    among: CommandCatalog.apps.map(\.name)))
        }
        guard words.count == 2 else { return CommandHelpText.help(of: app) }
        guard let command = app.command(named: words[1]) else {
            throw CommandArguments.UsageError(
                message: CommandSuggestion.message(
                    "unknown command '\(words[1])'", for: words[1],
                    among: app.commands.map(\.name)))
        }
        return CommandHelpText.help(of: command, in: app)
    }
}
