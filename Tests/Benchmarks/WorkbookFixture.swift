import Foundation

/// The large directory workbook, generated at run time by the shared tool (never committed).
enum WorkbookFixture {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes a `persons`-row workbook into `folder` with make_workbook.py and returns it.
    static func make(persons: Int, in folder: URL) throws -> URL {
        guard let tool = toolPath() else {
            throw Unavailable(
                description: "make_workbook.py not found in ../shared/tools or ../../shared/tools")
        }
        let python = ChildProcess(
            executable: "/usr/bin/python3",
            arguments: [tool, folder.path, "--persons", String(persons)])
        let outcome = try python.run()
        let file = folder.appendingPathComponent("directory-v1.9.0.xlsx")
        guard outcome.status == 0, FileManager.default.fileExists(atPath: file.path) else {
            throw Unavailable(description: "make_workbook.py failed (status \(outcome.status))")
        }
        return file
    }

    private static func toolPath() -> String? {
        let candidates = ["../shared/tools", "../../shared/tools"].map {
            URL(fileURLWithPath: $0).appendingPathComponent("make_workbook.py").path
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
