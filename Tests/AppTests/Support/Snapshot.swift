import Foundation
import Testing

/// Compares `text` with the golden transcript `Tests/AppTests/Snapshots/<name>.txt`.
///
/// The file is found from this source file's `#filePath` (the source tree, not bundle
/// resources). When it is missing, or `RECORD_SNAPSHOTS=1` is set, `text` is written to it
/// and the test fails with "recorded snapshot NAME; re-run", so recording never passes
/// silently. On a mismatch the failure shows the first differing line of both. `name` may
/// contain `/` for subfolders (`Giveaways/home-empty`) but no `..`.
func assertSnapshot(
    _ text: String,
    named name: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard Snapshot.isValidName(name) else {
        Issue.record("Invalid snapshot name '\(name)'.", sourceLocation: sourceLocation)
        return
    }
    let file = Snapshot.directory.appendingPathComponent(name + ".txt")
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    if recorded == nil || environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
            Issue.record("recorded snapshot \(name); re-run", sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                "could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    if let recorded, let difference = Snapshot.firstDifference(expected: recorded, actual: text) {
        Issue.record(
            "snapshot \(name) differs (re-record with RECORD_SNAPSHOTS=1)\n\(difference)",
            sourceLocation: sourceLocation)
    }
}

/// Where golden transcripts live and how two of them are compared.
enum Snapshot {
    /// `Tests/AppTests/Snapshots`, next to this file's folder.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// Whether `name` is a safe relative path of letters, digits, `-`, `_`, `.` and `/`.
    static func isValidName(_ name: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./")
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return !name.isEmpty && name.allSatisfy(allowed.contains)
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// A readable account of the first line where `actual` differs from `expected`, with
    /// control characters made visible; nil when they are equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let count = max(expectedLines.count, actualLines.count)
        for index in 0..<count {
            let expectedLine = expectedLines.indices.contains(index) ? expectedLines[index] : nil
            let actualLine = actualLines.indices.contains(index) ? actualLines[index] : nil
            if expectedLine != actualLine {
                return """
                    first difference at line \(index + 1) \
                    (expected \(expectedLines.count) lines, got \(actualLines.count)):
                      expected: \(visible(expectedLine))
                      actual:   \(visible(actualLine))
                    """
            }
        }
        return "the texts differ in a way no line shows"
    }

    private static func visible(_ line: Substring?) -> String {
        guard let line else { return "(no line)" }
        return String(reflecting: String(line))
    }
}
