import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import Foundation
import MarketingData
import MarketingDomain
import TerminalKit

/// `cleanapps marketing COMMAND …`: the same use cases as the screens, with stable output.
@MainActor
final class MarketingCommands {
    private let repository: any MarketingRepository
    let terminal: any Terminal
    private let isOffline: Bool
    private let paths: AppPaths
    private let timeZone: TimeZone
    private let now: Now
    private var hasReportedOrigin = false

    init(
        repository: any MarketingRepository, terminal: any Terminal, isOffline: Bool,
        paths: AppPaths, timeZone: TimeZone, now: @escaping Now
    ) {
        self.repository = repository
        self.terminal = terminal
        self.isOffline = isOffline
        self.paths = paths
        self.timeZone = timeZone
        self.now = now
    }

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        let dispatcher = CommandDispatcher(app: Self.description, terminal: terminal)
        return await dispatcher.run(arguments, report: report) { command, rest in
            switch command {
            case "targets": try await targets(rest)
            case "channels": try await channels(rest)
            case "packages": try await packages(rest)
            case "review": try await review(rest)
            case "email": try await email(rest)
            default: return nil
            }
            return .ok
        }
    }

    private func targets(_ arguments: [String]) async throws {
        let parsed = try Self.parse(arguments, flags: ["json"])
        let document = try await loadTargets()
        if parsed.has("json") {
            terminal.write(CommandJSON.text(document.map(MarketingTargetJSON.init)))
        } else {
            writeRows(document.map { [$0.name, $0.channels.map(\.name).joined(separator: ", ")] })
        }
    }

    private func channels(_ arguments: [String]) async throws {
        let parsed = try Self.parse(arguments, options: ["targets"], flags: ["json"])
        guard parsed.value("targets") != nil else {
            throw CommandArguments.UsageError(message: "channels needs --targets \"A,B\"")
        }
        let offered = try await offeredChannels(parsed)
        if parsed.has("json") {
            terminal.write(CommandJSON.text(offered.map(MarketingChannelJSON.init)))
        } else {
            writeRows(offered.map { [$0.name, $0.id.rawValue] })
        }
    }

    private func packages(_ arguments: [String]) async throws {
        let parsed = try CommandArguments.parse(arguments, flags: ["json"])
        let reference = try parsed.single("CHANNEL")
        let all = OfferedChannels.all(in: try await loadTargets())
        let wanted = reference.trimmingCharacters(in: .whitespaces).lowercased()
        guard
            let channel = all.first(where: {
                $0.name.lowercased() == wanted || $0.id.rawValue == wanted
            })
        else { throw MarketingError.unknownChannel(MarketingError.printable(reference)) }
        let loaded = try await LoadPackagesUseCase(repository: repository).execute(channel: channel)
        reportOrigin(loaded)
        if parsed.has("json") {
            terminal.write(
                CommandJSON.text(MarketingPackagesJSON(channel: channel, packages: loaded.value)))
        } else {
            writeRows(
                loaded.value.map {
                    [
                        String($0.number), $0.name, $0.cost.formatted,
                        $0.details.joined(separator: "; "),
                    ]
                })
        }
    }

    private func review(_ arguments: [String]) async throws {
        let parsed = try Self.parse(arguments, options: ["select", "targets"], flags: ["json"])
        let selection = try await resolveSelection(parsed)
        if parsed.has("json") {
            terminal.write(CommandJSON.text(MarketingReviewJSON(selection)))
            return
        }
        writeRows(
            selection.items.enumerated().map { offset, package in
                [String(offset + 1), package.name, package.channel.name, package.cost.formatted]
            })
        writeRows([["Total monthly cost: \(selection.formattedTotal)"], [selection.summary]])
    }

    private func email(_ arguments: [String]) async throws {
        let parsed = try Self.parse(
            arguments, options: ["select", "targets", "to", "out"], flags: ["force"])
        let options = try MarketingEmailOptions(parsed, ownFolders: paths.ownFolders)
        let selection = try await resolveSelection(parsed)
        var targeting: [String] = []
        if let list = parsed.value("targets") {
            targeting = try TargetList.resolve(list, in: try await loadTargets()).map(\.name)
        }
        let exporter = EmlFileExporter(
            destination: options.outFile.map { .file($0, replacing: options.replacesOutFile) }
                ?? .folder(paths.dataDirectory),
            messageFile: EmailMessageFile(timeZone: timeZone), ownFolders: paths.ownFolders)
        let path = try await ExportSelectionEmailUseCase(
            compose: ComposeEmailUseCase(now: now, timeZone: timeZone), exporter: exporter
        ).execute(selection: selection, recipient: options.recipient, targeting: targeting)
        if !NamedOutputFile.isStandardOutput(path) { writeRows([[path]]) }
    }

    /// The `--select` list resolved over the offered channels (all, or those of `--targets`).
    private func resolveSelection(_ parsed: CommandArguments) async throws -> Selection {
        guard let spec = parsed.value("select") else {
            throw CommandArguments.UsageError(message: "--select \"CHANNEL:NUMBER,…\" is needed")
        }
        let channels = try await offeredChannels(parsed)
        return try await ResolveSelectionSpecUseCase(repository: repository).execute(
            spec: spec, channels: channels)
    }

    /// The channels of `--targets` (all channels when it is not given).
    private func offeredChannels(_ parsed: CommandArguments) async throws -> [Channel] {
        let document = try await loadTargets()
        guard let list = parsed.value("targets") else { return OfferedChannels.all(in: document) }
        return OfferedChannels.union(of: try TargetList.resolve(list, in: document), in: document)
    }

    private func loadTargets() async throws -> [TargetingSpecific] {
        let loaded = try await LoadTargetingUseCase(repository: repository).execute()
        reportOrigin(loaded)
        return loaded.value
    }

    private static func parse(
        _ arguments: [String], options: Set<String> = [], flags: Set<String>
    ) throws(CommandArguments.UsageError) -> CommandArguments {
        let parsed = try CommandArguments.parse(arguments, options: options, flags: flags)
        try parsed.expectNoPositionals()
        return parsed
    }

    /// Tab-separated rows, sanitized, one per line.
    private func writeRows(_ rows: [[String]]) {
        for row in rows {
            terminal.write(row.map { TerminalText.sanitize($0) }.joined(separator: "\t") + "\n")
        }
    }

    /// Writes `message` to stderr after the command's name, sanitized.
    func writeError(_ message: String) {
        terminal.writeError("cleanapps marketing: \(TerminalText.sanitize(message))\n")
    }

    /// Tells on stderr when the data came from the bundled copy (once per command).
    private func reportOrigin<Value>(_ sourced: Sourced<Value>) {
        guard !hasReportedOrigin,
            let note = MarketingDataNote.text(for: sourced, isOffline: isOffline)
        else { return }
        hasReportedOrigin = true
        writeError(note)
    }
}
