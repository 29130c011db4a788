import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import Terminal
import TextCommands
import WaterDomain
import WaterPresentation

/// `cleanapps water COMMAND …`: the same use cases as the screens, with stable output.
///
/// Exit codes: 0 done; 64 bad command line (including `reset` without `--yes` when no one
/// can be asked); 65 unknown step; 66 unknown id; 73 a change could not be saved; 74 the
/// sources could not be read.
@MainActor
public struct WaterCommands {
    /// Runs the screens or a command on the preview dependencies.
    static let previewFlag = "--preview"

    let sources: any WaterSourcesClient
    let terminal: any Terminal

    static var usage: String { description.usage }

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, commands: Self.commands, on: self)
    }

    func list(_ command: List) async throws -> ExitCode {
        let all = try await LoadWaterSourcesUseCase(sources: sources).execute()
        if command.asJSON {
            terminal.write(CommandJSON.text(all.map(WaterSourceJSON.init)))
        } else {
            for source in all { terminal.write(line(for: source) + "\n") }
        }
        return .ok
    }

    func show(_ command: Show) async throws -> ExitCode {
        let source = try await FindWaterSourceUseCase(sources: sources).execute(
            id: sourceID(command.source))
        if command.asJSON {
            terminal.write(CommandJSON.text(WaterSourceJSON(source)))
            return .ok
        }
        let lines = [
            "id: \(source.id)", "title: \(source.title)",
            "latitude: \(source.location.latitude)", "longitude: \(source.location.longitude)",
            "boiled: \(source.percentBoiled)%", "disinfected: \(source.percentDisinfected)%",
            "filtered: \(source.percentFiltered)%", "status: \(status(of: source))",
        ]
        terminal.write(lines.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n")
        return .ok
    }

    func clean(_ command: Clean) async throws -> ExitCode {
        let step = command.step
        let result = try await CleanWaterSourceUseCase(sources: sources).execute(
            id: sourceID(command.source), step: step)
        let title = TerminalText.sanitize(result.source.title)
        guard result.didChange else {
            terminal.write("\(title) was already \(Self.pastTense(step)); nothing changed.\n")
            return .ok
        }
        let source = result.source
        terminal.write(
            "\(title) is now boiled \(source.percentBoiled)%, disinfected "
                + "\(source.percentDisinfected)%, filtered \(source.percentFiltered)% "
                + "(\(status(of: source))).\n")
        if result.becameSafe {
            let alert = SanitizationAlert.complete
            terminal.write("\(alert.title) — \(alert.message)\n")
        }
        return .ok
    }

    func reset(_ command: Reset) async throws -> ExitCode {
        if !command.isConfirmed {
            guard terminal.capabilities.isInteractive else {
                throw CommandArguments.UsageError(
                    message: "reset asks before it forgets your progress; "
                        + "add --yes to reset without asking")
            }
            guard
                await terminal.confirm(
                    "Reset every water source to the starting data, forgetting all cleaning?")
            else {
                terminal.write("Nothing was reset.\n")
                return .ok
            }
        }
        let restored = try await ResetWaterSourcesUseCase(sources: sources).execute()
        terminal.write("Reset \(restored.count) water sources to the starting data.\n")
        terminal.write("cleanapps water undo puts the previous progress back.\n")
        return .ok
    }

    /// `undo [--yes]`: puts the progress back as it was before the last reset, after asking
    /// (or with `--yes`). Nothing kept exits 66.
    func undo(_ command: Undo) async throws -> ExitCode {
        let useCase = UndoWaterResetUseCase(sources: sources)
        guard let previous = try await useCase.preview() else { throw WaterError.nothingToUndo }
        let cleaned = previous.filter {
            $0.percentBoiled + $0.percentDisinfected + $0.percentFiltered > 0
        }
        let description =
            "the progress from before the last reset (\(previous.count) water sources, "
            + "\(cleaned.count) with cleaning)"
        if !command.isConfirmed {
            guard terminal.capabilities.isInteractive else {
                throw CommandArguments.UsageError(
                    message: "undo replaces the current progress with \(description); "
                        + "add --yes to undo without asking (nothing was changed)")
            }
            guard
                await terminal.confirm("Put back \(description)? Cleaning since then is replaced.")
            else {
                terminal.write("Nothing was changed.\n")
                return .ok
            }
        }
        _ = try await useCase.execute()
        terminal.write("Put back \(description).\n")
        return .ok
    }

    /// The id of the source `text` names: its row number in `list`, or its id.
    private func sourceID(_ text: String) async throws -> WaterSource.ID {
        guard let row = ListRowNumber(text) else { return WaterSource.ID(text) }
        let all = try await LoadWaterSourcesUseCase(sources: sources).execute()
        return try row.item(in: all, listCommand: "cleanapps water list").id
    }

    /// One tab-separated line: id, title, latitude, longitude, boiled/disinfected/filtered
    /// percentages, status.
    private func line(for source: WaterSource) -> String {
        let fields = [
            source.id.rawValue, source.title, "\(source.location.latitude)",
            "\(source.location.longitude)",
            "\(source.percentBoiled)/\(source.percentDisinfected)/\(source.percentFiltered)",
            status(of: source),
        ]
        return fields.map { TerminalText.sanitize($0) }.joined(separator: "\t")
    }

    private func status(of source: WaterSource) -> String {
        source.isSafe ? "safe" : "contaminated"
    }

    private static func pastTense(_ step: SanitizationStep) -> String {
        switch step {
        case .boil: "boiled"
        case .disinfect: "disinfected"
        case .filter: "filtered"
        case .all: "boiled, disinfected and filtered"
        }
    }
}
