import CleanAppsCore
import CleanAppsDataCore
import Foundation
import MarketingData
import MarketingDomain
import TerminalKit
import TextCommands

/// `cleanapps marketing COMMAND …`: the same use cases as the screens, with stable output.
@MainActor
public final class MarketingCommands {
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
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, commands: Self.commands, on: self)
    }

    func targets(_ command: Targets) async throws -> ExitCode {
        let document = try await loadTargets()
        if command.asJSON {
            terminal.write(CommandJSON.text(document.map(MarketingTargetJSON.init)))
        } else {
            writeRows(document.map { [$0.name, $0.channels.map(\.name).joined(separator: ", ")] })
        }
        return .ok
    }

    func channels(_ command: Channels) async throws -> ExitCode {
        let offered = try await offeredChannels(targets: command.targets)
        if command.asJSON {
            terminal.write(CommandJSON.text(offered.map(MarketingChannelJSON.init)))
        } else {
            writeRows(offered.map { [$0.name, $0.id.rawValue] })
        }
        return .ok
    }

    func packages(_ command: Packages) async throws -> ExitCode {
        let reference = command.channel
        let all = OfferedChannels.all(in: try await loadTargets())
        let wanted = reference.trimmingSpaces().lowercased()
        guard
            let channel = all.first(where: {
                $0.name.lowercased() == wanted || $0.id.rawValue == wanted
            })
        else { throw MarketingError.unknownChannel(MarketingError.printable(reference)) }
        let loaded = try await LoadPackagesUseCase(repository: repository).execute(channel: channel)
        reportOrigin(loaded)
        if command.asJSON {
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
        return .ok
    }

    func review(_ command: Review) async throws -> ExitCode {
        let selection = try await resolveSelection(command.selection)
        if command.asJSON {
            terminal.write(CommandJSON.text(MarketingReviewJSON(selection)))
            return .ok
        }
        writeRows(
            selection.items.enumerated().map { offset, package in
                [String(offset + 1), package.name, package.channel.name, package.cost.formatted]
            })
        writeRows([["Total monthly cost: \(selection.formattedTotal)"], [selection.summary]])
        return .ok
    }

    func email(_ command: Email) async throws -> ExitCode {
        let options = try MarketingEmailOptions(
            recipient: command.recipient, outFile: command.outFile,
            replacing: command.replacesOutFile, ownFolders: paths.ownFolders)
        let selection = try await resolveSelection(command.selection)
        var targeting: [String] = []
        if let list = command.selection.targets {
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
        return .ok
    }

    /// The `--select` list resolved over the offered channels (all, or those of `--targets`).
    private func resolveSelection(_ spec: SelectionSpec) async throws -> Selection {
        let channels = try await offeredChannels(targets: spec.targets)
        return try await ResolveSelectionSpecUseCase(repository: repository).execute(
            spec: spec.select, channels: channels)
    }

    /// The channels of `--targets` (all channels when it is not given).
    private func offeredChannels(targets: String?) async throws -> [Channel] {
        let document = try await loadTargets()
        guard let list = targets else { return OfferedChannels.all(in: document) }
        return OfferedChannels.union(of: try TargetList.resolve(list, in: document), in: document)
    }

    private func loadTargets() async throws -> [TargetingSpecific] {
        let loaded = try await LoadTargetingUseCase(repository: repository).execute()
        reportOrigin(loaded)
        return loaded.value
    }

    /// Tab-separated rows, sanitized, one per line.
    private func writeRows(_ rows: [[String]]) {
        for row in rows {
            terminal.write(row.map { TerminalText.sanitize($0) }.joined(separator: "\t") + "\n")
        }
    }

    /// Writes the note `message` to stderr after the command's name, sanitized.
    private func writeNote(_ message: String) {
        terminal.writeError("cleanapps marketing: \(TerminalText.sanitize(message))\n")
    }

    /// Tells on stderr when the data came from the bundled copy (once per command).
    private func reportOrigin<Value>(_ sourced: Sourced<Value>) {
        guard !hasReportedOrigin,
            let note = MarketingDataNote.text(for: sourced, isOffline: isOffline)
        else { return }
        hasReportedOrigin = true
        writeNote(note)
    }
}
