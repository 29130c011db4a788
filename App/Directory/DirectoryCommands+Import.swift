import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit

extension DirectoryCommands {
    /// `import FILE.xlsx [--force] [--dry-run]`: merges a workbook by the sync rules and
    /// says what changed. A missing file, or one that is not a regular file (a FIFO is refused
    /// at once), exits 66, a broken, older or refused workbook 65.
    func importWorkbook(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["force", "dry-run"])
        let path = try parsed.single("FILE")
        let url = URL(fileURLWithPath: path)
        do {
            try NamedInputFile.check(path)
        } catch .notAFile(let kind) {
            fail("\(path) is \(kind), not a workbook file; name a .xlsx file.")
            return .noInput
        } catch .unreadable(let reason) {
            fail(
                "The workbook at \(path) could not be opened (\(reason)); check that you may read it."
            )
            return .noInput
        } catch {
            fail(
                "There is no workbook file at \(path); check the path "
                    + "(a .xlsx file in the directory layout).")
            return .noInput
        }
        _ = try? await loadedDirectory()
        let modified =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate]
            as? Date
        let dryRun = parsed.has("dry-run")
        let bundled = bundledWorkbook
        let summary = try await ImportWorkbookUseCase(
            repository: repository, bundledVersion: { try? await bundled.version() }
        ).execute(
            XLSXDirectoryWorkbookSource(url: url),
            source: .userFile(name: url.lastPathComponent, modified: modified),
            options: ImportWorkbookOptions(
                force: parsed.has("force"), dryRun: dryRun,
                confirm: confirmation(file: url.lastPathComponent)))
        write(Self.report(summary, file: url.lastPathComponent, dryRun: dryRun))
        for warning in summary.warnings { fail("warning: " + warning) }
        return .ok
    }

    /// Asks in a terminal whether a change that removes favourites or many lawmakers may go
    /// ahead, after showing its summary; elsewhere the answer is no.
    func confirmation(file: String) -> @Sendable (DirectoryChangeSummary) async -> Bool {
        let terminal = self.terminal
        return { @MainActor summary in
            guard terminal.capabilities.isInteractive else { return false }
            let lines = Self.report(summary, file: file, dryRun: true)
            terminal.write(lines.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n")
            return await terminal.confirm("Apply it, removing what is listed above?")
        }
    }

    /// The lines an import prints: versions, counts, names added and removed, favourites
    /// removed, parties and committees.
    static func report(_ summary: DirectoryChangeSummary, file: String, dryRun: Bool = false)
        -> [String]
    {
        let from = summary.previousVersion.map { "\($0) → " } ?? ""
        var lines = [
            (dryRun ? "Would import \(file) (nothing was written)" : "Imported \(file)")
                + ": version \(from)\(summary.version).",
            "\(summary.addedPersons.count) added, \(summary.updatedPersons.count) updated, "
                + "\(summary.removedPersons.count) removed.",
        ]
        if !summary.addedPersons.isEmpty {
            lines.append("Added: " + summary.addedPersons.joined(separator: ", "))
        }
        if !summary.removedPersons.isEmpty {
            lines.append("Removed: " + summary.removedPersons.joined(separator: ", "))
        }
        lines.append(
            "Removed favourites: "
                + (summary.removedFavorites.isEmpty
                    ? "none" : summary.removedFavorites.joined(separator: ", ")))
        lines.append(
            "Parties: \(summary.addedParties.count) added, \(summary.updatedParties.count) "
                + "updated. Committees: \(summary.addedCommittees.count) added, "
                + "\(summary.updatedCommittees.count) updated.")
        return lines
    }
}
