import Foundation

/// Whole-process figures of the built `cleanapps`: start-up and an interactive session's memory.
@MainActor
enum AppBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "app.start-menu-quit", run: startMenuQuit),
        Benchmark(name: "app.process-floor", run: processFloor),
        Benchmark(name: "app.session-peak-memory", run: sessionPeakMemory),
    ]

    /// Opens every built app's main screen and a detail, goes back, and quits.
    static let sessionScript = [
        "1", "1", "b", "/kingdom", "b",
        "3", "1", "b",
        "4", "1", "b", "g", "1", "b", "b", "/ㄱㅁ", "b",
        "q",
    ]

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String {
            "cleanapps could not be built next to Benchmarks; run `swift build -c release` and retry"
        }
    }

    static func startMenuQuit(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        guard let executable = context.cleanappsExecutable else { throw MissingExecutable() }
        let data = try context.freshDirectory("start-data")
        let input = try script(["q"], in: context, named: "quit.txt")
        let child = ChildProcess(
            executable: executable, arguments: ["--offline", "--data-dir", data.path],
            environment: ["HOME": data.path])
        var samples: [Double] = []
        var peak = 0.0
        for run in 0..<23 {
            let outcome = try child.run(inputFile: input)
            guard outcome.status == 0 else { throw ChildFailed(status: outcome.status) }
            if run >= 3 { samples.append(outcome.milliseconds) }
            peak = max(peak, outcome.peakMegabytes)
        }
        return BenchmarkResult(
            name: "cleanapps --offline start → menu → quit (whole process)", unit: "ms",
            budget: 40, samples: samples, peakMemoryMB: peak)
    }

    /// Reference, not a budget of the app: this harness binary (same libraries linked) that
    /// prints one line and exits; the floor under the start-up figure.
    static func processFloor(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let child = ChildProcess(
            executable: context.ownExecutable, arguments: ["--child", "hello"])
        var samples: [Double] = []
        for run in 0..<23 {
            let outcome = try child.run()
            if run >= 3 { samples.append(outcome.milliseconds) }
        }
        return BenchmarkResult(
            name: "reference: process floor (Benchmarks binary printing one line)", unit: "ms",
            budget: 0, samples: samples, isReference: true,
            note: "not a budget: the process cost before any app code")
    }

    static func sessionPeakMemory(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        guard let executable = context.cleanappsExecutable else { throw MissingExecutable() }
        let input = try script(sessionScript, in: context, named: "session.txt")
        let output = context.scratch.appendingPathComponent("session-output.txt").path
        var samples: [Double] = []
        var times: [Double] = []
        for _ in 0..<3 {
            let data = try context.freshDirectory("session-data")
            let child = ChildProcess(
                executable: executable, arguments: ["--offline", "--data-dir", data.path],
                environment: ["HOME": data.path])
            let outcome = try child.run(inputFile: input, outputFile: output)
            guard outcome.status == 0 else { throw ChildFailed(status: outcome.status) }
            samples.append(outcome.peakMegabytes)
            times.append(outcome.milliseconds)
        }
        let lines = (try? String(contentsOfFile: output, encoding: .utf8))?.count ?? 0
        return BenchmarkResult(
            name: "interactive session on bundled data, peak memory (first launch)", unit: "MB",
            budget: 40, samples: samples,
            note: "giveaways, marketing, directory; \(Int(times.min() ?? 0)) ms, "
                + "\(lines) characters of output")
    }

    struct ChildFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "the child process exited with status \(status)" }
    }

    private static func script(
        _ lines: [String], in context: BenchmarkContext, named name: String
    ) throws -> String {
        let url = context.scratch.appendingPathComponent(name)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url.path
    }
}
