import CleanAppsDataCore
import Terminal

/// The front every `cleanapps APP COMMAND …` runner shares, driven by the app's
/// ``AppDescription``.
///
/// No command prints the usage and exits 64; `--help`, `-h` or `help` prints the app's help
/// and exits 0, and `help COMMAND` or `COMMAND … --help` that command's help. The command's
/// ``ScriptedCommand`` type parses its arguments with its own description, so what help
/// shows is what is accepted; an unknown command or option is a usage error naming the
/// closest valid word. Every failure goes to ``report(_:command:)``, the one place that
/// writes command errors: a ``CommandFailure``'s sentence and exit code, a usage error's
/// followed by one line pointing at the help (`see 'cleanapps giveaways list --help'`)
/// instead of the whole usage.
@MainActor
public struct CommandDispatcher {
    /// The app whose commands are run.
    public let app: AppDescription
    /// Where output and errors go.
    public let terminal: any Terminal

    /// The front of `app`'s commands, writing to `terminal`.
    public init(app: AppDescription, terminal: any Terminal) {
        self.app = app
        self.terminal = terminal
    }

    /// The words that ask for help in place of a command.
    public static let helpWords: Set<String> = ["--help", "-h", "help"]

    /// Runs the command `arguments` names, one of `commands` (the ones ``app`` describes),
    /// on `runner`, and returns its exit code; every failure goes to ``report(_:command:)``.
    public func run<Runner>(
        _ arguments: [String], commands: [any ScriptedCommand<Runner>.Type], on runner: Runner
    ) async -> ExitCode {
        guard let name = arguments.first else {
            terminal.write(app.usage + "\n")
            return .usage
        }
        do {
            if Self.helpWords.contains(name) {
                return try showHelp(for: arguments.dropFirst().first)
            }
            guard let command = commands.first(where: { $0.description.isNamed(name) }) else {
                throw unknownCommand(name)
            }
            let parsed = try CommandArguments.parse(
                Array(arguments.dropFirst()), as: command.description)
            if parsed.asksForHelp {
                terminal.write(CommandHelpText.help(of: command.description, in: app) + "\n")
                return .ok
            }
            return try await command.init(parsed).run(on: runner)
        } catch {
            return report(error, command: app.command(named: name)?.name)
        }
    }

    /// Writes `error` to stderr after `cleanapps APP:` and returns its exit code: a
    /// ``CommandFailure``'s sentence and code (a usage error's followed by where its help is),
    /// anything else as an internal error (exit 70).
    public func report(_ error: any Error, command: String?) -> ExitCode {
        guard let failure = error as? any CommandFailure else {
            write("Something unexpected went wrong (\(error)); try again.")
            return .software
        }
        var message = failure.commandLineMessage
        if failure.exitCode == .usage, !message.contains("\nsee '") {
            message += "\n" + helpHint(command: command)
        }
        write(message)
        return failure.exitCode
    }

    /// Writes `message` (sanitized, line breaks kept) to stderr after `cleanapps APP:`.
    public func write(_ message: String) {
        terminal.writeError(
            "\(CommandHelpText.program) \(app.name): \(TerminalText.sanitize(message, keepsNewlines: true))\n"
        )
    }

    /// "unknown command 'X'", naming the closest the app has.
    private func unknownCommand(_ word: String) -> CommandArguments.UsageError {
        CommandArguments.UsageError(
            message: CommandSuggestion.message(
                "unknown command '\(word)'", for: word, among: app.commands.map(\.name)))
    }

    /// Writes the app's help, or the help of the command `word` names.
    private func showHelp(for word: String?) throws(CommandArguments.UsageError) -> ExitCode {
        guard let word else {
            terminal.write(CommandHelpText.help(of: app) + "\n")
            return .ok
        }
        guard let described = app.command(named: word) else { throw unknownCommand(word) }
        terminal.write(CommandHelpText.help(of: described, in: app) + "\n")
        return .ok
    }

    /// "see 'cleanapps giveaways list --help'" (without the command when it is unknown).
    public func helpHint(command: String?) -> String {
        let words = [
            "\(CommandHelpText.program)", app.name, command.map { TerminalText.sanitize($0) },
            "--help",
        ]
        return "see '\(words.compactMap { $0 }.joined(separator: " "))'"
    }
}
