import Foundation

/// Builds the shared instances once and wires every feature: the only place that knows them all.
@MainActor
enum CompositionRoot {
    static let version = "0.1.0"

    /// Runs `cleanapps` with `arguments` (without the program name) and returns the exit code.
    static func run(
        arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            FileHandle.standardError.write(
                Data("cleanapps: \(error.message)\n\(CommandLineOptions.usage)\n".utf8))
            return .usage
        }
        if options.showsHelp {
            print(CommandLineOptions.usage)
            return .ok
        }
        if options.showsVersion {
            print("cleanapps \(version)")
            return .ok
        }
        let terminal = StandardTerminal(capabilities: .plain)
        let entries: [AppCoordinator.Entry] = [
            .notBuiltYet(title: "Giveaways", summary: "free game giveaways from GamerPower"),
            .notBuiltYet(title: "Campaigns", summary: "donation campaigns and their posters"),
            .notBuiltYet(
                title: "Marketing", summary: "pick marketing packages, e-mail the selection"),
            .notBuiltYet(title: "Directory", summary: "lawmakers directory with Korean search"),
            .notBuiltYet(title: "Water", summary: "clean contaminated water sources step by step"),
        ]
        _ = await AppCoordinator(terminal: terminal, entries: entries, drainNotices: { [] }).start()
        return .ok
    }
}
