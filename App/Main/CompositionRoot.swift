import CampaignsData
import CampaignsScreens
import CleanAppsCore
import CleanAppsDataCore
import DirectoryScreens
import Foundation
import GiveawaysScreens
import LiveHTTP
import MarketingScreens
import Terminal
import TextCommands
import TextScreens
import WaterScreens

/// Builds the shared instances once and wires every feature: the only place that knows them all.
@MainActor
enum CompositionRoot {
    static let version = "0.1.0"

    /// What a test may replace; everything left nil is the live thing.
    struct Overrides {
        var terminal: (any Terminal)?
        var httpClient: (any HTTPClient)?
        var urlOpener: (any URLOpener)?
        var clock: SleepClock?
        var now: Now?
        /// Poster pixels per layout unit (2 when nil: the 2160 px posters).
        var posterPixelsPerUnit: Double?
    }

    /// Runs `cleanapps` with `arguments` (without the program name) and returns the exit code;
    /// when standard output could not be written, says so in one line and returns 74.
    static func run(
        arguments: [String],
        variables: [String: String] = ProcessEnvironment.variables(),
        overrides: Overrides = Overrides()
    ) async -> ExitCode {
        var terminal = overrides.terminal
        let code = await run(
            arguments: arguments, variables: variables, overrides: overrides, made: &terminal)
        guard let failure = terminal?.outputFailure else { return code }
        terminal?.writeError(
            "cleanapps: standard output could not be written (\(failure)); the output is incomplete.\n"
        )
        return .ioError
    }

    /// Runs `cleanapps` and hands back the terminal it made in `made`.
    private static func run(
        arguments: [String], variables: [String: String], overrides: Overrides,
        made: inout (any Terminal)?
    ) async -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            let terminal = overrides.terminal ?? StandardTerminal(capabilities: .plain)
            terminal.writeError(
                "cleanapps: \(TerminalText.sanitize(error.message))\n\(CommandCatalog.usage)\n")
            return .usage
        }
        let terminal =
            overrides.terminal
            ?? {
                InterruptHandler.install()
                return StandardTerminal.live(colorFlag: options.color, environment: variables)
            }()
        made = terminal
        // NB: help is wrapped to the terminal; when output is not one, to COLUMNS (else 80),
        // read by the same rule as a terminal's width.
        let capabilities = terminal.capabilities
        let pipedWidth = TerminalCapabilities.detect(
            environment: variables, stdinIsTTY: false, stdoutIsTTY: false, colorFlag: nil,
            width: nil
        ).width
        return await CommandHelpText.$program.withValue(CommandCatalog.programName) {
            await CommandHelpText.$width.withValue(
                capabilities.isInteractive ? capabilities.width : pipedWidth
            ) {
                await run(options, terminal: terminal, variables: variables, overrides: overrides)
            }
        }
    }

    /// Runs `cleanapps` with its options read and its terminal made.
    private static func run(
        _ options: CommandLineOptions, terminal: any Terminal, variables: [String: String],
        overrides: Overrides
    ) async -> ExitCode {
        if options.showsHelp {
            terminal.write(CommandCatalog.usage + "\n")
            return .ok
        }
        if options.showsVersion {
            terminal.write("cleanapps \(version)\n")
            return .ok
        }
        if let name = options.app, ProgramCommands.handles(name) {
            return ProgramCommands(terminal: terminal).run(name, options.appArguments)
        }
        let paths = AppPaths.cleanApps(
            dataDirectoryOverride: options.dataDirectory, environment: variables,
            homeDirectory: variables["HOME"] ?? NSHomeDirectory())
        do {
            try paths.createDirectories()
        } catch {
            let message = (error as? StoreError).map(StoreCommandMessage.text(for:)) ?? "\(error)"
            terminal.writeError("cleanapps: \(TerminalText.sanitize(message))\n")
            return .cannotCreate
        }
        // NB: the kits take the client from the configuration, which swaps in an offline one
        // under --offline; the live one is the platform's, as for any app of the kits.
        let configuration = KitConfiguration(
            paths: paths, notices: NoticeBoard(),
            httpClient: overrides.httpClient
                ?? FailFastHTTPClient(
                    wrapping: LiveHTTPClient.make(environment: variables),
                    now: overrides.now ?? { Date() }),
            isOffline: options.isOffline, clock: overrides.clock ?? ContinuousClock(),
            now: overrides.now ?? { Date() })
        let environment = AppEnvironment(
            terminal: terminal, kitConfiguration: configuration,
            urlOpener: overrides.urlOpener ?? XdgOpenURLOpener(environment: variables),
            variables: variables)
        let entries = menu(
            environment,
            posterPixelsPerUnit: overrides.posterPixelsPerUnit ?? PNGPosterRenderer.posterScale)
        if options.app == CommandCatalog.completeIDsCommand {
            return await completeIDs(options.appArguments, entries: entries, terminal: terminal)
        }
        guard let appName = options.app else {
            _ = await AppCoordinator(
                terminal: terminal, entries: entries, drainNotices: environment.notices.drain
            ).start()
            return .ok
        }
        return await open(
            appName, arguments: options.appArguments, entries: entries, environment: environment)
    }

    /// The main menu: every app, each made only when it is opened; Campaigns draws its PNG
    /// posters at `posterPixelsPerUnit`.
    private static func menu(_ environment: AppEnvironment, posterPixelsPerUnit: Double)
        -> [AppCoordinator.Entry]
    {
        [
            .init(GiveawaysFactory.self, environment: environment),
            .init(
                name: CampaignsFactory.name, title: CampaignsFactory.title,
                summary: CampaignsFactory.summary
            ) {
                CampaignsFactory(environment: environment, posterPixelsPerUnit: posterPixelsPerUnit)
            },
            .init(MarketingFactory.self, environment: environment),
            .init(DirectoryFactory.self, environment: environment),
            .init(WaterFactory.self, environment: environment),
        ]
    }

    /// Runs `cleanapps APP [COMMAND …]`.
    private static func open(
        _ appName: String, arguments: [String], entries: [AppCoordinator.Entry],
        environment: AppEnvironment
    ) async -> ExitCode {
        let terminal = environment.terminal
        for entry in entries where entry.title.lowercased() == appName.lowercased() {
            let feature = entry.make()
            var code = ExitCode.ok
            if arguments.isEmpty {
                _ = await feature.makeCoordinator().start()
            } else {
                code = await feature.runCommand(arguments)
            }
            for notice in environment.notices.drain() {
                terminal.writeError("cleanapps: \(TerminalText.sanitize(notice))\n")
            }
            return code
        }
        let message = CommandSuggestion.message(
            "unknown app '\(appName)'", for: appName, among: CommandCatalog.apps.map(\.name))
        terminal.writeError(
            "cleanapps: \(TerminalText.sanitize(message))\n\(CommandCatalog.usage)\n")
        return .usage
    }

    /// `cleanapps __complete-ids APP`: the app's stored ids, one a line, for shell completion;
    /// prints nothing (and still exits 0) for an app without cheap ids.
    private static func completeIDs(
        _ arguments: [String], entries: [AppCoordinator.Entry], terminal: any Terminal
    ) async -> ExitCode {
        guard arguments.count == 1 else { return .usage }
        for entry in entries where entry.name == arguments[0] {
            for id in await entry.make().completionIDs() {
                terminal.write(TerminalText.sanitize(id) + "\n")
            }
        }
        return .ok
    }
}
