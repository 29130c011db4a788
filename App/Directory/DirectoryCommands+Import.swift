import Data
import Domain
import Foundation
import Presentation

extension DirectoryCommands {
    /// `import FILE.xlsx [--force]`: merges a workbook by the sync rules and says what
    /// changed. A missing file, or one that is not a regular file (a FIFO is refused at once),
    /// exits 66, a broken or older workbook 65.
    func importWorkbook(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["force"])
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
        let summary = try await ImportWorkbookUseCase(repository: repository).execute(
            XLSXDirectoryWorkbookSource(url: url), force: parsed.has("force"))
        write(Self.report(summary, file: url.lastPathComponent))
        for warning in summary.warnings { fail("warning: " + warning) }
        return .ok
    }

    /// The lines an import prints: versions, counts, names added and removed, favourites
    /// removed, parties and committees.
    static func report(_ summary: DirectoryChangeSummary, file: String) -> [String] {
        let from = summary.previousVersion.map { "\($0) → " } ?? ""
        var lines = [
            "Imported \(file): version \(from)\(summary.version).",
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
