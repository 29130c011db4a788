import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import TerminalKit
import WaterDomain
import WaterPresentation

/// `cleanapps water COMMAND …`: the same use cases as the screens, with stable output.
///
/// Exit codes: 0 done; 64 bad command line (including `reset` without `--yes` when no one
/// can be asked); 65 unknown step; 66 unknown id; 73 a change could not be saved; 74 the
/// sources could not be read.
@MainActor
struct WaterCommands {
    /// Runs the screens or a command on the preview dependencies.
    static let previewFlag = "--preview"

    let sources: any WaterSourcesClient
    let terminal: any Terminal

    static let usage = description.usage

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, report: report
        ) { command, rest in
            switch command {
            case "list": try await list(rest)
            case "show": try await show(rest)
            case "clean": try await clean(rest)
            case "reset": try await reset(rest)
            case "undo": try await undo(rest)
            default: nil
            }
        }
    }

    /// Writes `error` to stderr and returns its exit code.
    private func report(_ error: any Error) -> ExitCode {
        switch error {
        case let error as CommandArguments.UsageError:
            fail(error.message)
            return .usage
        case let error as UnknownStep:
            let message = CommandSuggestion.message(
                "unknown step '\(error.name)'; use boil, disinfect, filter or all",
                for: error.name, among: ["boil", "disinfect", "filter", "all"])
            fail(message.hasSuffix("?") ? message : message + ".")
            return .dataError
        default:
            fail(WaterCommandMessage.text(for: error))
            switch error as? WaterError {
            case .notFound, .nothingToUndo: return .noInput
            case .saveFailed, .damagedFile(_, _, whileSaving: true): return .cannotCreate
            case .damagedFile(_, _, whileSaving: false): return .ioError
            case .loadFailed, .authorUnavailable: return .ioError
            case nil: return .software
            }
        }
    }

    private func list(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["json"])
        try parsed.expectNoPositionals()
        let all = try await LoadWaterSourcesUseCase(sources: sources).execute()
        if parsed.has("json") {
            terminal.write(CommandJSON.text(all.map(WaterSourceJSON.init)))
        } else {
            for source in all { terminal.write(line(for: source) + "\n") }
        }
        return .ok
    }

    private func show(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["json"])
        let id = WaterSource.ID(try parsed.single("ID"))
        let source = try await FindWaterSourceUseCase(sources: sources).execute(id: id)
        if parsed.has("json") {
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

    private func clean(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, options: ["step"])
        let id = WaterSource.ID(try parsed.single("ID"))
        guard let name = parsed.value("step") else {
            throw CommandArguments.UsageError(message: "missing --step boil|disinfect|filter|all")
        }
        guard let step = SanitizationStep(rawValue: name.lowercased()) else {
            throw UnknownStep(name: name)
        }
        let result = try await CleanWaterSourceUseCase(sources: sources).execute(id: id, step: step)
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

    private func reset(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["yes"])
        try parsed.expectNoPositionals()
        if !parsed.has("yes") {
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
    private func undo(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["yes"])
        try parsed.expectNoPositionals()
        let useCase = UndoWaterResetUseCase(sources: sources)
        guard let previous = try await useCase.preview() else { throw WaterError.nothingToUndo }
        let cleaned = previous.filter {
            $0.percentBoiled + $0.percentDisinfected + $0.percentFiltered > 0
        }
        let description =
            "the progress from before the last reset (\(previous.count) water sources, "
            + "\(cleaned.count) with cleaning)"
        if !parsed.has("yes") {
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

    private func fail(_ message: String) {
        terminal.writeError(
            "cleanapps water: \(TerminalText.sanitize(message, keepsNewlines: true))\n")
    }

    private static func pastTense(_ step: SanitizationStep) -> String {
        switch step {
        case .boil: "boiled"
        case .disinfect: "disinfected"
        case .filter: "filtered"
        case .all: "boiled, disinfected and filtered"
        }
    }

    /// A `--step` value that names no step (bad input data, exit 65).
    private struct UnknownStep: Error {
        let name: String
    }
}
