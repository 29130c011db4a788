import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Terminal
import TextCommands

/// `cleanapps directory COMMAND …`: the same use cases as the screens, with stable output.
///
/// Every command first runs the launch check (loading or syncing the bundled workbook when
/// needed; what changed goes to stderr). Exit codes: 64 usage, 65 bad workbook or refused
/// import, 66 unknown lawmaker, party or file or an empty group, 69 no directory data, 73 an
/// `--out` file that may not be written, 74 store failure.
@MainActor
public struct DirectoryCommands {
    let repository: any DirectoryRepository
    let bundledWorkbook: any DirectoryWorkbookSource
    let terminal: any Terminal
    let launch: any DirectoryLaunchViewModelProtocol
    let now: Now
    /// Where an import's report of skipped cells is written.
    let dataDirectory: URL
    /// CleanApps' data and cache folders, which no `--out` file may be in.
    let ownFolders: [URL]

    static var usage: String { description.usage }

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, commands: Self.commands, on: self)
    }

    /// Writes the note `message` (sanitized) to stderr after the command's name.
    func writeNote(_ message: String) {
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
            for message in messages { writeNote(message) }
        case .failure(let reason):
            writeNote("초기화 오류: " + reason)
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
