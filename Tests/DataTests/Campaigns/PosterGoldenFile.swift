import Foundation
import Testing

/// Compares rendered posters with golden files in `Tests/DataTests/Fixtures/Campaigns/Posters`.
///
/// A missing golden file, or any golden file when `RECORD_SNAPSHOTS=1`, is written into the
/// source tree and the test fails, so recording is never silent.
enum PosterGoldenFile {
    static func assertMatches(
        _ rendered: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
        filePath: String = #filePath
    ) {
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        let bundled = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
            .appendingPathComponent("Campaigns/Posters/\(name)")
        if !recording, let bundled, let expected = try? String(contentsOf: bundled, encoding: .utf8)
        {
            if expected != rendered {
                let firstDifference = zip(expected, rendered).prefix { $0 == $1 }.count
                Issue.record(
                    "Poster \(name) differs from its golden file at character \(firstDifference).",
                    sourceLocation: sourceLocation)
            }
            return
        }
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Campaigns/Posters")
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try Foundation.Data(rendered.utf8).write(to: directory.appendingPathComponent(name))
            Issue.record(
                "Recorded golden poster \(name); check it and run the tests again.",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                "Could not record golden poster \(name): \(error)", sourceLocation: sourceLocation)
        }
    }
}
