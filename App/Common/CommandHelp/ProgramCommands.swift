import CleanAppsDataCore
import TerminalKit

/// The commands of the program itself: `cleanapps help [APP [COMMAND]]`, `cleanapps help
/// --man` and `cleanapps completions SHELL`. They need no data directory.
@MainActor
struct ProgramCommands {
    let terminal: any Terminal

    /// Whether `word` names one of these commands.
    static func handles(_ word: String) -> Bool {
        CommandCatalog.program.command(named: word) != nil
    }

    /// Runs the command `name` with `arguments` and returns the exit code.
    func run(_ name: String, _ arguments: [String]) -> ExitCode {
        guard let command = CommandCatalog.program.command(named: name) else { return .software }
        do {
            if try CommandDispatcher.asksForHelp(arguments, command: command) {
                terminal.write(CommandHelpText.help(of: command, in: CommandCatalog.program) + "\n")
                return .ok
            }
            let parsed = try CommandArguments.parse(
                arguments, flags: Set(command.options.map(\.name)))
            terminal.write(try text(of: command.name, parsed))
            return .ok
        } catch {
            terminal.writeError(
                "cleanapps \(name): \(TerminalText.sanitize(error.message))\n"
                    + CommandHelpText.help(of: command, in: CommandCatalog.program) + "\n")
            return .usage
        }
    }

    /// What `help` or `completions` prints.
    private func text(of name: String, _ parsed: CommandArguments)
        throws(CommandArguments.UsageError) -> String
    {
        if name == "completions" {
            let word = try parsed.single("SHELL")
            guard let shell = CompletionShell(rawValue: word) else {
                throw CommandArguments.UsageError(
                    message: CommandSuggestion.message(
                        "unknown shell '\(word)'", for: word,
                        among: CompletionShell.allCases.map(\.rawValue)))
            }
            return CompletionScript.text(for: shell)
        }
        if parsed.has("man") {
            try parsed.expectNoPositionals()
            return ManualPage.text(version: CompositionRoot.version)
        }
        return try help(for: parsed.positionals) + "\n"
    }

    /// The help `cleanapps help APP COMMAND` names.
    private func help(for words: [String]) throws(CommandArguments.UsageError) -> String {
        guard let appName = words.first else { return CommandCatalog.usage }
        guard words.count <= 2 else {
            throw CommandArguments.UsageError(message: "unexpected '\(words[2])'")
        }
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
