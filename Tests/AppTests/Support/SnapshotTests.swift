import Foundation
import Testing

@testable import Terminal

@Suite struct SnapshotTests {
    @Test func firstDifference_equalTexts_isNil() {
        #expect(Snapshot.firstDifference(expected: "a\nb\n", actual: "a\nb\n") == nil)
    }

    @Test func firstDifference_changedLine_showsBothWithEscapesVisible() {
        let difference = Snapshot.firstDifference(expected: "a\nb\nc", actual: "a\nb\u{1B}[31m\nc")

        #expect(
            difference == """
                first difference at line 2 (expected 3 lines, got 3):
                  expected: "b"
                  actual:   "b\\u{1B}[31m"
                """)
    }

    @Test func firstDifference_missingLine_saysSo() {
        let difference = Snapshot.firstDifference(expected: "a\nb", actual: "a")

        #expect(difference?.contains("actual:   (no line)") == true)
    }

    @Test(arguments: [
        ("Terminal/paged-list-80", true), ("home_empty.v2", true), ("../escape", false),
        ("/absolute", false), ("a//b", false), ("", false), ("sp ace", false), ("a/./b", false),
    ])
    func isValidName_name_acceptsOnlyRelativeSafePaths(name: String, isValid: Bool) {
        #expect(Snapshot.isValidName(name) == isValid)
    }

    @Test func assertSnapshot_missingFile_recordsAndFails() throws {
        let name = "Terminal/scratch-\(Int.random(in: 0..<1_000_000_000))"
        let file = Snapshot.directory.appendingPathComponent(name + ".txt")
        defer { try? FileManager.default.removeItem(at: file) }

        withKnownIssue {
            assertSnapshot("fresh\n", named: name)
        }

        #expect(try String(contentsOf: file, encoding: .utf8) == "fresh\n")
    }

    @Test func assertSnapshot_mismatch_fails() throws {
        let name = "Terminal/scratch-\(Int.random(in: 0..<1_000_000_000))"
        let file = Snapshot.directory.appendingPathComponent(name + ".txt")
        // NB: no golden lives in Terminal/ any more, and git keeps no empty folder.
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        withKnownIssue {
            assertSnapshot("new\n", named: name, environment: [:])
        }
        assertSnapshot("old\n", named: name, environment: [:])
    }
}
