import TerminalKit

/// The front every `cleanapps APP COMMAND …` runner shares.
///
/// No command prints the usage and exits 64; a help word prints it and exits 0. Otherwise
/// `command(name, rest)` runs the named command; it returns nil for a name it does not know,
/// which is a usage error. Every error thrown, usage errors included, goes to `report` for
/// its message and exit code.
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
                throw CommandArguments.UsageError(message: "unknown command '\(name)'")
            }
            return code
        } catch {
            return report(error)
        }
    }
}
