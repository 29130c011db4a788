import Foundation
import Testing

/// Compares `text` with the golden transcript `Tests/AppTests/Snapshots/<name>.txt`.
///
/// When the file is missing, or the environment sets `RECORD_SNAPSHOTS=1`, the text is
/// written as the new golden file and the test fails once, so a recording is never mistaken
/// for a pass; re-run to compare. A mismatch fails with the first line that differs.
func assertSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.lastPathComponent != "AppTests", folder.path != "/" {
        folder = folder.deletingLastPathComponent()
    }
    let file = folder.appendingPathComponent("Snapshots", isDirectory: true)
        .appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let golden = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
            Issue.record(
                "Recorded snapshot \(name) at \(file.path); re-run to compare.",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                "Snapshot \(name) could not be recorded: \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard golden != text else { return }
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    let shared = min(expected.count, actual.count)
    let line = (0..<shared).first { expected[$0] != actual[$0] } ?? shared
    let want = line < expected.count ? String(expected[line]) : "<end>"
    let got = line < actual.count ? String(actual[line]) : "<end>"
    Issue.record(
        """
        Snapshot \(name) differs at line \(line + 1):
          expected: \(want.debugDescription)
          actual:   \(got.debugDescription)
        (RECORD_SNAPSHOTS=1 re-records it)
        """, sourceLocation: sourceLocation)
}
