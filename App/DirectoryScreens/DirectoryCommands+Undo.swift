import CleanAppsDataCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Terminal
import TextCommands

extension DirectoryCommands {
    /// `reset [--yes] [--dry-run]`: goes back to the bundled data after asking (or with
    /// `--yes`), keeping favourites of lawmakers who are still listed.
    func reset(_ command: Reset) async throws -> ExitCode {
        let useCase = ResetDirectoryUseCase(
            repository: repository, bundledWorkbook: bundledWorkbook)
        let preview = try await useCase.execute(dryRun: true)
        let lines = Self.report(preview, file: "the bundled data", dryRun: true)
        if command.isDryRun {
            write(lines)
            return .ok
        }
        if !command.isConfirmed {
            guard terminal.capabilities.isInteractive else {
                throw CommandArguments.UsageError(
                    message: "reset replaces your directory data with the bundled data; "
                        + "add --yes to reset without asking (nothing was changed)")
            }
            write(lines)
            guard await terminal.confirm("Go back to the bundled data?") else {
                terminal.write("Nothing was changed.\n")
                return .ok
            }
        }
        let summary = try await useCase.execute(dryRun: false)
        write(Self.report(summary, file: "the bundled data"))
        terminal.write("cleanapps directory undo puts the previous data back.\n")
        return .ok
    }

    /// `undo [--yes]`: puts back the directory as it was before the last import, reset or
    /// sync, with its favourites, after asking (or with `--yes`). Nothing kept exits 66.
    func undo(_ command: Undo) async throws -> ExitCode {
        let useCase = UndoDirectoryChangeUseCase(
            repository: repository, bundledSample: bundledWorkbook)
        guard let previous = try await useCase.preview() else {
            throw DirectoryError.nothingToUndo
        }
        let description =
            "version \(previous.info.version) (\(previous.source.description)) with "
            + "\(DirectoryChangeText.count(previous.persons.count, "lawmaker")) and "
            + DirectoryChangeText.count(previous.favoriteIDs.count, "favourite")
        if !command.isConfirmed {
            guard terminal.capabilities.isInteractive else {
                throw CommandArguments.UsageError(
                    message: "undo replaces the current directory data with \(description); "
                        + "add --yes to undo without asking (nothing was changed)")
            }
            guard await terminal.confirm("Put back \(description)?") else {
                terminal.write("Nothing was changed.\n")
                return .ok
            }
        }
        _ = try await useCase.execute()
        write(["Put back \(description)."])
        return .ok
    }
}
