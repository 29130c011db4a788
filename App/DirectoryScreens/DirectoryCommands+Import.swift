import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Spreadsheet
import Terminal
import TextCommands

extension DirectoryCommands {
    /// `import FILE.xlsx [--force] [--dry-run]`: merges a workbook by the sync rules and
    /// says what changed. A missing file, or one that is not a regular file (a FIFO is refused
    /// at once), exits 66, a broken, older or refused workbook 65.
    func importWorkbook(_ command: Import) async throws -> ExitCode {
        let path = command.path
        let url = URL(fileURLWithPath: path)
        do {
            try NamedInputFile.check(path)
        } catch .notAFile(let kind) {
            throw DirectoryCommandError.missingInput(
                "\(path) is \(kind), not a workbook file; name a .xlsx file.")
        } catch .unreadable(let reason) {
            throw DirectoryCommandError.missingInput(
                "The workbook at \(path) could not be opened (\(reason)); check that you may read it."
            )
        } catch {
            throw DirectoryCommandError.missingInput(
                "There is no workbook file at \(path); check the path "
                    + "(a .xlsx file in the directory layout).")
        }
        // NB: into an empty store the workbook goes straight in, told as replacing the
        // bundled sample (which is not loaded and stored first); otherwise the launch check
        // runs first, as for every command.
        let storeIsEmpty: Bool
        do {
            storeIsEmpty = try await repository.storedOrigin() == nil
        } catch {
            storeIsEmpty = false
        }
        if !storeIsEmpty { _ = try? await loadedDirectory() }
        let modified =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate]
            as? Date
        let dryRun = command.isDryRun
        let display = ImportProgressDisplay(
            file: url.lastPathComponent, terminal: terminal, now: now)
        defer { display.finish() }
        let confirm = confirmation(file: url.lastPathComponent)
        // NB: elsewhere than a terminal the display draws nothing; a step told to it would
        // still hop to the main actor and back, a wait for a core each on a busy machine.
        var progress: @Sendable (ImportStep) async -> Void = { _ in }
        if terminal.capabilities.isInteractive { progress = { await display.show($0) } }
        let summary = try await ImportWorkbookUseCase(
            repository: repository, bundledSample: bundledWorkbook
        ).execute(
            XLSXDirectoryWorkbookSource(url: url),
            source: .userFile(name: url.lastPathComponent, modified: modified),
            options: ImportWorkbookOptions(
                force: command.isForced, dryRun: dryRun,
                confirm: { summary in
                    await display.finish()
                    return await confirm(summary)
                },
                progress: progress))
        display.finish()
        write(Self.report(summary, file: url.lastPathComponent, dryRun: dryRun))
        reportWarnings(summary.warnings, dryRun: dryRun)
        return .ok
    }

    /// Prints the warnings, summarised with the full list in the data directory when there
    /// are many (a report file that cannot be written is said instead; an earlier import's
    /// report is removed when this one needs none; a dry run writes and removes nothing).
    private func reportWarnings(_ warnings: [String], dryRun: Bool) {
        let file = dataDirectory.appendingPathComponent(ImportWarningsReport.fileName)
        let report = ImportWarningsReport(warnings, reportPath: dryRun ? nil : file.path)
        if report.fileText == nil, !dryRun { try? FileManager.default.removeItem(at: file) }
        if let text = report.fileText {
            do {
                try Data(text.utf8).write(to: file, options: .atomic)
            } catch {
                writeNote("warning: the list of warnings could not be written to \(file.path).")
            }
        }
        for line in report.lines { writeNote("warning: " + line) }
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
    /// removed, parties and committees; over the bundled sample, what replaces it.
    static func report(_ summary: DirectoryChangeSummary, file: String, dryRun: Bool = false)
        -> [String]
    {
        let head = dryRun ? "Would import \(file) (nothing was written)" : "Imported \(file)"
        if summary.replacesSample {
            return [
                head + ": it replaces the bundled sample (version "
                    + "\(summary.previousVersion?.description ?? "unknown")) with version "
                    + "\(summary.version): "
                    + DirectoryChangeText.count(summary.personCount, "lawmaker") + ".",
                removedFavorites(summary),
            ] + summary.notes
        }
        let from = summary.previousVersion.map { "\($0) → " } ?? ""
        var lines = [
            head + ": version \(from)\(summary.version).",
            "\(summary.addedPersons.count) added, \(summary.updatedPersons.count) updated, "
                + "\(summary.removedPersons.count) removed.",
        ]
        if !summary.addedPersons.isEmpty {
            lines.append("Added: " + shortList(summary.addedPersons))
        }
        if !summary.removedPersons.isEmpty {
            lines.append("Removed: " + shortList(summary.removedPersons))
        }
        lines.append(removedFavorites(summary))
        lines.append(
            "Parties: \(summary.addedParties.count) added, \(summary.updatedParties.count) "
                + "updated. Committees: \(summary.addedCommittees.count) added, "
                + "\(summary.updatedCommittees.count) updated, "
                + "\(summary.removedCommittees.count) removed.")
        return lines + summary.notes
    }

    /// "Removed favourites: " and their names, or "none".
    private static func removedFavorites(_ summary: DirectoryChangeSummary) -> String {
        "Removed favourites: "
            + (summary.removedFavorites.isEmpty
                ? "none" : summary.removedFavorites.joined(separator: ", "))
    }

    /// How many names an import lists before it says how many more there are.
    static let listedNames = 10

    /// `names` joined by commas, the first ``listedNames`` then "and N more" (a 30,000-row
    /// workbook prints one short line, not 30,000 names).
    static func shortList(_ names: [String]) -> String {
        let shown = names.prefix(listedNames).joined(separator: ", ")
        let rest = names.count - listedNames
        return rest > 0 ? "\(shown) and \(rest) more" : shown
    }
}
