import DirectoryTestSupport
import Foundation
import SpreadsheetKit

/// Hostile workbooks read whole by a child process (CPU time and peak memory, budget 2 s and
/// 200 MB): one cell with 25,000 or 200,000 attributes, one cell value of 25 or 200 MB (both
/// past the reader's limits), and pairs within the limits at n and 8n (cells with 32 or 256
/// attributes, values of 128 KB or 1 MB), whose CPU times show the reading is linear.
///
/// The workbooks are written at bench time (deflated by the test support's writer); the child
/// opens one and reads every row of every sheet.
@MainActor
enum HostileWorkbookBenchmarks {
    /// One hostile shape, at one size.
    struct Shape: Sendable {
        let name: String
        let title: String
        let sheetData: @Sendable () -> String
    }

    static let shapes: [Shape] = [
        Shape(name: "attributes-25k", title: "one cell with 25,000 attributes") {
            cell(attributes: 25_000)
        },
        Shape(name: "attributes-200k", title: "one cell with 200,000 attributes") {
            cell(attributes: 200_000)
        },
        Shape(name: "value-25MB", title: "one cell value of 25 MB") {
            cell(value: 25 << 20)
        },
        Shape(name: "value-200MB", title: "one cell value of 200 MB") {
            cell(value: 200 << 20)
        },
        Shape(name: "attributes-32-x4000", title: "4,000 cells with 32 attributes (n)") {
            String(repeating: cell(attributes: 32 - 2), count: 4_000)
        },
        Shape(name: "attributes-256-x4000", title: "4,000 cells with 256 attributes (8n)") {
            String(repeating: cell(attributes: 256 - 2), count: 4_000)
        },
        Shape(name: "value-128KB-x20", title: "20 cell values of 128 KB (n)") {
            String(repeating: cell(value: 128 << 10), count: 20)
        },
        Shape(name: "value-1MB-x20", title: "20 cell values of 1 MB (8n)") {
            String(repeating: cell(value: 1 << 20), count: 20)
        },
    ]

    static let all: [Benchmark] = shapes.map { shape in
        Benchmark(name: "workbook.hostile-\(shape.name)") { try await read(shape, $0) }
    }

    /// A row holding one inline-string cell with `count` attributes besides `r` and `t`.
    nonisolated static func cell(attributes count: Int) -> String {
        let attributes = (0..<count).map { " a\($0)=\"\($0)\"" }.joined()
        return "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"\(attributes)><is><t>x</t></is></c></row>"
    }

    /// A row holding one inline-string cell whose text is `bytes` letters.
    nonisolated static func cell(value bytes: Int) -> String {
        "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>"
            + String(repeating: "x", count: bytes) + "</t></is></c></row>"
    }

    /// Writes the workbook of `shape` to `file`.
    nonisolated static func write(_ shape: Shape, to file: URL) throws {
        var writer = WorkbookWriter()
        writer.addSheet("hostile", sheetData: shape.sheetData())
        try Data(writer.archive()).write(to: file)
    }

    static func read(_ shape: Shape, _ context: BenchmarkContext) async throws -> BenchmarkResult {
        let file = context.scratch.appendingPathComponent("hostile-\(shape.name).xlsx")
        if !FileManager.default.fileExists(atPath: file.path) { try write(shape, to: file) }
        let child = ChildProcess(
            executable: context.ownExecutable, arguments: ["--child", "read-workbook", file.path])
        var samples: [Double] = []
        var peak = 0.0
        var outcome = ""
        for _ in 0..<(Stopwatch.runsOnce ? 1 : 3) {
            let run = try child.run(
                outputFile: context.scratch.appendingPathComponent("read.out").path)
            samples.append(run.cpuMilliseconds)
            peak = max(peak, run.peakMegabytes)
            outcome = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let size =
            (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return BenchmarkResult(
            name: "Workbook, \(shape.title) (\(size / 1024) KB packed), read by a child",
            unit: "ms CPU", budget: 2_000, samples: samples, peakMemoryMB: peak,
            memoryBudgetMB: 200, note: outcome)
    }

    /// `Benchmarks --child write-hostile-workbook NAME PATH`: writes the workbook of the shape
    /// named NAME (`attributes-25k`, …), to read it with another build.
    static func writeWorkbook(named name: String, path: String) -> Int32 {
        guard let shape = shapes.first(where: { $0.name == name }) else { return 64 }
        do {
            try write(shape, to: URL(fileURLWithPath: path))
            return 0
        } catch {
            print("writing the workbook failed: \(error)")
            return 73
        }
    }

    /// The child's side (`Benchmarks --child read-workbook PATH`): opens the workbook and reads
    /// every row of every sheet; prints "read N rows" (exit 0) or the refusal (exit 65).
    static func readWorkbook(path: String) -> Int32 {
        do {
            let workbook = try XLSXWorkbook(contentsOf: URL(fileURLWithPath: path))
            var rows = 0
            for name in workbook.sheetNames {
                try workbook.forEachRow(inSheet: name) { _ in
                    rows += 1
                    return true
                }
            }
            print("read \(rows) rows")
            return 0
        } catch {
            print("refused: \(error.message)")
            return 65
        }
    }
}
