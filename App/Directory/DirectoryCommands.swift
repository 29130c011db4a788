import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit

/// `cleanapps directory COMMAND …`: the same use cases as the screens, with stable output.
///
/// Every command first runs the launch check (loading or syncing the bundled workbook when
/// needed; what changed goes to stderr). Exit codes: 64 usage, 65 bad workbook or refused
/// import, 66 unknown lawmaker, party or file, 69 no directory data, 74 store failure.
@MainActor
struct DirectoryCommands {
    let repository: any DirectoryRepository
    let bundledWorkbook: any DirectoryWorkbookSource
    let terminal: any Terminal
    let launch: any DirectoryLaunchViewModelProtocol
    let now: Now
    /// Where an import's report of skipped cells is written.
    let dataDirectory: URL

    static let usage = description.usage

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, report: report
        ) { command, rest in
            switch command {
            case "info": try await info(rest)
            case "search": try await search(rest)
            case "show": try await show(rest)
            case "parties": try await parties(rest)
            case "party": try await party(rest)
            case "committees": try await committees(rest)
            case "committee": try await committee(rest)
            case "favorites", "favourites": try await favorites(rest)
            case "favorite", "favourite": try await setFavorite(rest, to: true)
            case "unfavorite", "unfavourite": try await setFavorite(rest, to: false)
            case "import": try await importWorkbook(rest)
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
        case let error as DirectoryError:
            fail(DirectoryCommandMessage.text(for: error))
            return Self.exitCode(for: error)
        case DirectoryCommandError.noData:
            fail(
                "The directory has no data yet; import a workbook with "
                    + "cleanapps directory import FILE.xlsx.")
            return .unavailable
        default:
            fail(DirectoryChangeText.message(for: error))
            return .software
        }
    }

    /// The exit code for a directory error.
    static func exitCode(for error: DirectoryError) -> ExitCode {
        switch error {
        case .personNotFound, .partyNotFound, .committeeNotFound, .nothingToUndo: .noInput
        case .ambiguousCommittee: .usage
        case .storeFailure, .storedVersionInvalid: .ioError
        case .unreadableWorkbook, .missingSheet, .missingColumn, .missingInfo, .invalidVersion,
            .versionUnknown, .workbookNotNewer, .tableEndsEarly, .rowWithoutNumber,
            .removalNotConfirmed, .changedWhileConfirming:
            .dataError
        }
    }

    /// Writes `message` (sanitized) to stderr after the command's name.
    func fail(_ message: String) {
        terminal.writeError(
            "cleanapps directory: \(TerminalText.sanitize(message, keepsNewlines: true))\n")
    }

    /// Runs the launch check, reports what changed on stderr, and returns the directory.
    ///
    /// - Throws: ``DirectoryError/storeFailure(_:)`` when the store cannot be read; a
    ///   usage-level message when there is no data at all.
    func loadedDirectory() async throws -> Directory {
        switch await DirectoryLaunchScreen.check(launch, terminal: terminal) {
        case .ready(let messages):
            for message in messages { fail(message) }
        case .failure(let reason):
            fail("초기화 오류: " + reason)
        default:
            break
        }
        guard let directory = try await LoadDirectoryUseCase(repository: repository).execute()
        else { throw DirectoryCommandError.noData }
        return directory
    }

    /// The lawmaker `text` names.
    func person(_ text: String, in directory: Directory) throws -> Person {
        guard let person = directory.person(matching: text) else {
            throw DirectoryError.personNotFound(text)
        }
        return person
    }

    /// Writes one line per row, its fields sanitized (no tabs or line breaks left in them)
    /// and separated by tabs.
    func writeFields(_ rows: [[String]]) {
        guard !rows.isEmpty else { return }
        terminal.write(
            rows.map { $0.map { TerminalText.sanitize($0) }.joined(separator: "\t") }
                .joined(separator: "\n") + "\n")
    }

    /// Writes `lines`, each sanitized, one per line.
    func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        terminal.write(lines.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n")
    }
}

/// Failures of the commands themselves, beyond ``DirectoryError``.
enum DirectoryCommandError: Error, Equatable {
    /// Nothing is stored and the bundled workbook could not be loaded.
    case noData
}
