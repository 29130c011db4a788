import CleanAppsDataCore
import TerminalKit

/// The front every `cleanapps APP COMMAND …` runner shares, driven by the app's
/// ``AppDescription``.
///
/// No command prints the usage and exits 64; `--help`, `-h` or `help` prints the app's help
/// and exits 0, and `help COMMAND` or `COMMAND … --help` that command's help. A command or
/// option the description does not list is a usage error naming the closest valid word, so
/// the description is the one list of what is accepted. Otherwise `command(name, rest)` runs
/// the command; it returns nil for a name it does not know, which for a described command is
/// an internal error (exit 70). Every error thrown, usage errors included, goes to `report`
/// for its message and exit code; a usage error's message gains one line pointing at the
/// help (`see 'cleanapps giveaways list --help'`) instead of the whole usage.
@MainActor
struct CommandDispatcher {
    let app: AppDescription
    let terminal: any Terminal

    /// The words that ask for help in place of a command.
    static let helpWords: Set<String> = ["--help", "-h", "help"]

    /// Runs the command `arguments` names and returns its exit code.
    func run(
        _ arguments: [String], report: @MainActor (any Error) -> ExitCode,
        command: @MainActor (String, [String]) async throws -> ExitCode?
    ) async -> ExitCode {
        guard let name = arguments.first else {
            terminal.write(app.usage + "\n")
            return .usage
        }
        do {
            if Self.helpWords.contains(name) {
                return try showHelp(for: arguments.dropFirst().first)
            }
            guard let described = app.command(named: name) else {
                throw CommandArguments.UsageError(
                    message: CommandSuggestion.message(
                        "unknown command '\(name)'", for: name, among: app.commands.map(\.name)))
            }
            let rest = Array(arguments.dropFirst())
            if try Self.asksForHelp(rest, command: described) {
                terminal.write(CommandHelpText.help(of: described, in: app) + "\n")
                return .ok
            }
            guard let code = try await command(name, rest) else {
                terminal.writeError(
                    "cleanapps \(app.name): '\(described.name)' is described but not run.\n")
                return .software
            }
            return code
        } catch let error as CommandArguments.UsageError {
            guard !error.message.contains("\nsee '") else { return report(error) }
            return report(
                CommandArguments.UsageError(
                    message: error.message + "\n"
                        + helpHint(command: app.command(named: name)?.name)))
        } catch {
            return report(error)
        }
    }

    /// Writes the app's help, or the help of the command `word` names.
    private func showHelp(for word: String?) throws(CommandArguments.UsageError) -> ExitCode {
        guard let word else {
            terminal.write(CommandHelpText.help(of: app) + "\n")
            return .ok
        }
        guard let described = app.command(named: word) else {
            throw CommandArguments.UsageError(
                message: CommandSuggestion.message(
                    "unknown command '\(word)'", for: word, among: app.commands.map(\.name)))
        }
        terminal.write(CommandHelpText.help(of: described, in: app) + "\n")
        return .ok
    }

    /// Whether `arguments` hold `-h` or `--help` as an option (not as another option's value);
    /// throws for an option `command` does not describe, naming the closest one.
    static func asksForHelp(_ arguments: [String], command: CommandDescription)
        throws(CommandArguments.UsageError) -> Bool
    {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
            let body = argument.hasPrefix("--") ? argument.dropFirst(2) : argument.dropFirst()
            let name = String(body.prefix { $0 != "=" })
            guard let option = command.option(named: name) else {
                throw CommandArguments.UsageError(
                    message: CommandSuggestion.message(
                        "unknown option '\(argument)'", for: "--\(name)",
                        among: command.options.map { "--\($0.name)" }))
            }
            if option.value != nil, !body.contains("=") { index += 1 }
        }
        return false
    }

    /// "see 'cleanapps giveaways list --help'" (without the command when it is unknown).
    func helpHint(command: String?) -> String {
        let words = ["cleanapps", app.name, command.map { TerminalText.sanitize($0) }, "--help"]
        return "see '\(words.compactMap { $0 }.joined(separator: " "))'"
    }
}
