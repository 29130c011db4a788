/// The warnings of an import, summarised for the terminal: with more than
/// ``shownLimit`` of them, a count per kind, the first ``shownLimit`` in full and the whole
/// list in a report file, instead of one line per skipped cell.
struct ImportWarningsReport: Equatable {
    /// How many warnings are shown in full.
    static let shownLimit = 5
    /// The report file's name in the data directory.
    static let fileName = "directory-import-warnings.txt"

    /// The kinds of warning, with a phrase that marks each in its sentence.
    private static let kinds: [(marker: String, label: String)] = [
        ("is not a phone number", "phone cells that are not numbers or ranges"),
        ("is not an e-mail address", "e-mail cells holding something else"),
        ("with nothing to open", "links that open nothing"),
        ("is not a party number", "party cells that are not numbers"),
        ("so the row was skipped", "rows without a name"),
        ("has no title, so that party was skipped", "parties without a title"),
        ("names party", "rows naming a party that does not exist"),
        ("who is not in", "committee members not in \"congressman\""),
        ("so that membership was skipped", "committee memberships that could not be resolved"),
        ("holds the error", "error cells such as #REF!"),
    ]

    /// The lines to print (without the `warning: ` prefix).
    let lines: [String]
    /// The text of the report file, nil when every warning is among ``lines``.
    let fileText: String?

    /// Summarises `warnings`; `reportPath` is where the report file will be written (nil
    /// for a dry run, which writes none).
    init(_ warnings: [String], reportPath: String?) {
        guard warnings.count > Self.shownLimit else {
            lines = warnings
            fileText = nil
            return
        }
        var counts: [String: Int] = [:]
        for warning in warnings { counts[Self.kind(of: warning), default: 0] += 1 }
        let order = Self.kinds.map(\.label) + ["other warnings"]
        let parts = order.compactMap { label in counts[label].map { "\($0) \(label)" } }
        let head = "\(warnings.count) warnings: \(parts.joined(separator: ", ")); the first "
        let tail: String =
            if let reportPath { "all \(warnings.count) are listed in \(reportPath)." } else {
                "a dry run writes no list of the others."
            }
        lines = [head + "\(Self.shownLimit):"] + Array(warnings.prefix(Self.shownLimit)) + [tail]
        fileText = reportPath == nil ? nil : warnings.joined(separator: "\n") + "\n"
    }

    /// The label of the kind `warning` is, "other warnings" when none fits.
    private static func kind(of warning: String) -> String {
        kinds.first { warning.contains($0.marker) }?.label ?? "other warnings"
    }
}
