import DirectoryDomain
import Foundation

/// Sentences telling the user what a load, sync or import changed.
public enum DirectoryChangeText {
    /// The lines for `summary`: the counts, then removed favourites, skipped cells and notes.
    ///
    /// - First load: "Loaded the directory 1.9.0: 300 lawmakers, 8 parties, 17 committees."
    /// - Later: "Updated the directory from 1.9.0 to 1.10.0: 3 added, 42 updated,
    ///   5 removed." (a sample of an earlier build's numbering: "The bundled sample is now
    ///   numbered 0.1.0, below every real workbook (it was 1.9.0): …") and, when favourites
    ///   went, "Favourites removed because those lawmakers
    ///   are no longer listed: 김원호, 도다다."
    public static func lines(_ summary: DirectoryChangeSummary, isFirstLoad: Bool) -> [String] {
        var lines: [String] = []
        if isFirstLoad {
            lines.append(
                "Loaded the directory \(summary.version): "
                    + "\(count(summary.addedPersons.count, "lawmaker")), "
                    + "\(count(summary.addedParties.count, "party", "parties")), "
                    + "\(count(summary.addedCommittees.count, "committee")).")
        } else if let previous = summary.previousVersion,
            BundledSample.isRenumbering(from: previous, to: summary.version)
        {
            lines.append(
                "The bundled sample is now numbered \(summary.version), below every real "
                    + "workbook (it was \(previous)): \(summary.addedPersons.count) added, "
                    + "\(summary.updatedPersons.count) updated, "
                    + "\(summary.removedPersons.count) removed.")
        } else {
            let from = summary.previousVersion.map { "from \($0) " } ?? ""
            lines.append(
                "Updated the directory \(from)to \(summary.version): "
                    + "\(summary.addedPersons.count) added, "
                    + "\(summary.updatedPersons.count) updated, "
                    + "\(summary.removedPersons.count) removed.")
        }
        if !summary.removedFavorites.isEmpty {
            lines.append(
                "Favourites removed because those lawmakers are no longer listed: "
                    + summary.removedFavorites.joined(separator: ", ") + ".")
        }
        if !summary.warnings.isEmpty {
            lines.append(
                "\(count(summary.warnings.count, "malformed cell")) of the workbook "
                    + "\(summary.warnings.count == 1 ? "was" : "were") skipped.")
        }
        return lines + summary.notes
    }

    /// The lines for a bundled update that was not applied because it removes too much: what
    /// it would remove ("The bundled directory 1.10.0 was not applied: it would remove 1 of 3
    /// lawmakers."); the app adds how to apply it.
    public static func deferredLines(_ summary: DirectoryChangeSummary) -> [String] {
        var line =
            "The bundled directory \(summary.version) was not applied: it would remove "
            + "\(summary.removedPersons.count) of \(count(summary.previousPersonCount, "lawmaker"))"
        if !summary.removedFavorites.isEmpty {
            line += " and your favourites " + summary.removedFavorites.joined(separator: ", ")
        }
        return [line + "."]
    }

    /// The user's sentence for an error from the directory's use cases.
    public static func message(for error: any Error) -> String {
        if let error = error as? DirectoryError { return error.message }
        return "Something went wrong with the directory: \(error)."
    }

    /// "1 lawmaker", "300 lawmakers" (or an irregular plural).
    public static func count(_ value: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
