/// The front every `cleanapps APP COMMAND …` runner shares.
///
/// No command prints the usage and exits 64; a help word prints it and exits 0. Otherwise
/// `command(name, rest)` runs the named command; it returns nil for a name it does not know,
/// which is a usage error. Every error thrown, usage errors included, goes to `report` for
/// its message and exit code; a usage error's message gains one line pointing at the help
/// (`see 'cleanapps giveaways list --help'`) instead of the whole usage.
@MainActor
struct CommandDispatcher {
    let usage: String
    let terminal: any Terminal
    /// The words that ask for the usage.
    var helpWords: Set<String> = ["--help", "help"]

    /// Runs the command `arguments` names and returns its exit code.
    func run(
        _ arguments: [String], report: @MainActor (any Error) -> ExitCode,
        command: @MainActor (String, [String]) async throws -> ExitCode?
    ) async -> ExitCode {
        guard let name = arguments.first, !helpWords.contains(name) else {
            terminal.write(usage + "\n")
            return arguments.isEmpty ? .usage : .ok
        }
        do {
            guard let code = try await command(name, Array(arguments.dropFirst())) else {
                throw CommandArguments.UsageError(
                    message: "unknown command '\(name)'\n" + helpHint(command: nil))
            }
            return code
        } catch let error as CommandArguments.UsageError {
            guard !error.message.contains("\nsee '") else { return report(error) }
            return report(
                CommandArguments.UsageError(
                    message: error.message + "\n" + helpHint(command: name)))
        } catch {
            return report(error)
        }
    }

    /// "see 'cleanapps giveaways list --help'" (without the command when it is unknown).
    func helpHint(command: String?) -> String {
        // NB: every usage text starts "usage: cleanapps APP …".
        let app = usage.split(whereSeparator: \.isWhitespace).dropFirst(2).first.map(String.init)
        let words = ["cleanapps", app, command.map { TerminalText.sanitize($0) }, "--help"]
        return "see '\(words.compactMap { $0 }.joined(separator: " "))'"
    }
}
