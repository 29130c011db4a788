import Foundation

/// Workbook import side by side with python-calamine (Rust), and the cached Giveaways list
/// beside Python's `json.load`, as whole processes against whole processes, alternating runs.
/// python-calamine lives in a virtual environment at `.build/peers` (made with pip when PyPI
/// is reachable); without it the workbook benchmarks are skipped with a note.
/// The 30,000-person cases run only with `--large` (CI's `--once` pass stays fast); 3,000 and
/// 300,000 persons with `--scale`.
@MainActor
enum PeerBenchmarks {
    /// Set by `--large`: the 30,000-person comparisons run too.
    static var includesLarge = false
    /// Set by `--scale`: 3,000, 30,000 and 300,000-person imports (time and memory).
    static var includesScale = false

    static let all: [Benchmark] = [
        Benchmark(name: "peers.import-300-vs-calamine", run: { try await small($0) }),
        Benchmark(name: "peers.cached-list-vs-json-load", run: { try await cachedList($0) }),
        Benchmark(name: "peers.import-30k-vs-calamine", run: { try await large($0, force: false) }),
        Benchmark(
            name: "peers.reimport-30k-vs-calamine", run: { try await large($0, force: true) }),
        Benchmark(name: "peers.scale", run: { try await scale($0) }),
    ]

    private static let calamineScript = """
        import sys
        from python_calamine import CalamineWorkbook
        wb = CalamineWorkbook.from_path(sys.argv[1])
        print(sum(len(wb.get_sheet_by_name(n).to_python()) for n in wb.sheet_names))
        """
    private static let jsonLoadScript = """
        import sys, json
        with open(sys.argv[1], "rb") as f:
            print(len(json.load(f)))
        """

    /// The real 300-lawmaker workbook (the bundled `Data/Directory/Resources/directory.xlsx`):
    /// cleanapps import into a fresh data folder ≤ 1.0× calamine reading every sheet.
    static func small(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let name = "Directory import, real 300-person workbook, fresh data dir, vs calamine read"
        guard let python = peerPython(context), let cleanapps = context.cleanappsExecutable else {
            return skipped(name, "skipped: no peers venv (.build/peers) and PyPI unreachable")
        }
        let workbook = packageRoot.appendingPathComponent(
            "Data/Directory/Resources/directory.xlsx")
        let script = try scriptFile(context, "calamine_read.py", calamineScript)
        let (ours, peer, memory) = try alternate(runs: 11) { run in
            try importOnce(cleanapps, workbook, context, run: run, force: false)
        } peer: {
            try ChildProcess(executable: python, arguments: [script, workbook.path]).run()
        }
        return ratio(name, ours, peer, memory, peerName: "calamine", budget: 1.0)
    }

    /// `cleanapps --offline giveaways list --json` from the cached 9,500-item answer, against
    /// `json.load` of the same body by the system's Python (`/usr/bin/python3`): ≤ 1.5×.
    static func cachedList(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let name = "Giveaways list --json, cached 9,500 items, whole process, vs json.load"
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
            let cleanapps = context.cleanappsExecutable
        else { return skipped(name, "skipped: no /usr/bin/python3") }
        let data = try context.freshDirectory("peers-cached-list")
        let body = context.scratch.appendingPathComponent("giveaways-body.json")
        guard
            GiveawaysBenchmarks.writeCachedAnswer(dataDirectory: data.path, bodyFile: body.path)
                == 0
        else { throw BenchmarkFailure(description: "the cached answer could not be written") }
        let script = try scriptFile(context, "json_load.py", jsonLoadScript)
        let list = ChildProcess(
            executable: cleanapps,
            arguments: ["--data-dir", data.path, "--offline", "giveaways", "list", "--json"])
        let (ours, peer, memory) = try alternate(runs: 11) { _ in
            let outcome = try list.run()
            guard outcome.status == 0 else {
                throw BenchmarkFailure(description: "giveaways list exited \(outcome.status)")
            }
            return outcome
        } peer: {
            try ChildProcess(executable: python, arguments: [script, body.path]).run()
        }
        return ratio(name, ours, peer, memory, peerName: "json.load", budget: 1.5)
    }

    /// 30,000 persons: a fresh import (≤ 1.0× calamine) or a re-import with --force (≤ 1.2×).
    static func large(_ context: BenchmarkContext, force: Bool) async throws -> BenchmarkResult {
        let name =
            force
            ? "Directory import --force over itself, 30,000 persons, vs calamine read"
            : "Directory import, 30,000 persons, fresh data dir, vs calamine read"
        guard includesLarge else { return skipped(name, "skipped: run with --large") }
        guard let python = peerPython(context), let cleanapps = context.cleanappsExecutable else {
            return skipped(name, "skipped: no peers venv (.build/peers) and PyPI unreachable")
        }
        let workbook = try WorkbookFixture.make(
            persons: 30_000, in: try context.freshDirectory("peers-30k"))
        let script = try scriptFile(context, "calamine_read.py", calamineScript)
        let (ours, peer, memory) = try alternate(runs: 5) { run in
            try importOnce(cleanapps, workbook, context, run: run, force: force)
        } peer: {
            try ChildProcess(executable: python, arguments: [script, workbook.path]).run()
        }
        return ratio(name, ours, peer, memory, peerName: "calamine", budget: force ? 1.2 : 1.0)
    }

    /// Import time and memory at 3,000, 30,000 and 300,000 persons (one run each, each in its
    /// own process); the 300,000 import must take at most 10× the 30,000 one and peak at
    /// 250 MB at most.
    static func scale(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let name = "Directory import growth, 300,000 vs 30,000 persons (time ratio, 300k peak)"
        guard includesScale, let cleanapps = context.cleanappsExecutable else {
            return skipped(name, "skipped: run with --scale")
        }
        var figures: [Int: ChildProcess.Outcome] = [:]
        for persons in [3_000, 30_000, 300_000] {
            let workbook = try WorkbookFixture.make(
                persons: persons, in: try context.freshDirectory("scale-\(persons)"))
            figures[persons] = try importOnce(cleanapps, workbook, context, run: 0, force: false)
        }
        let note = [3_000, 30_000, 300_000].compactMap { persons in
            figures[persons].map {
                "\(persons): \(ResultTable.figure($0.milliseconds)) ms, "
                    + "\(ResultTable.figure($0.peakMegabytes)) MB"
            }
        }.joined(separator: "; ")
        let growth =
            (figures[300_000]?.milliseconds ?? 0) / max(figures[30_000]?.milliseconds ?? 1, 1)
        return BenchmarkResult(
            name: name, unit: "×", budget: 10, samples: [growth],
            peakMemoryMB: figures[300_000]?.peakMegabytes, memoryBudgetMB: 250, note: note)
    }

    /// One import into a fresh data folder (with `force`, first a plain import, unmeasured).
    private static func importOnce(
        _ cleanapps: String, _ workbook: URL, _ context: BenchmarkContext, run: Int, force: Bool
    ) throws -> ChildProcess.Outcome {
        let data = try context.freshDirectory("peers-data-\(run)")
        let base = ["--data-dir", data.path, "--offline", "directory", "import"]
        if force {
            _ = try ChildProcess(executable: cleanapps, arguments: base + [workbook.path]).run()
        }
        let outcome = try ChildProcess(
            executable: cleanapps, arguments: base + (force ? ["--force"] : []) + [workbook.path]
        ).run()
        guard outcome.status == 0 else { throw ImportFailed(status: outcome.status) }
        return outcome
    }

    struct ImportFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "cleanapps directory import exited \(status)" }
    }

    /// Runs ours and the peer alternately `runs` times: our times, the peer's, our peak memory
    /// and the peer's (medians).
    private static func alternate(
        runs: Int, ours: (Int) throws -> ChildProcess.Outcome,
        peer: () throws -> ChildProcess.Outcome
    ) throws -> ([Double], [Double], (ours: Double, peer: Double)) {
        var mine: [ChildProcess.Outcome] = []
        var theirs: [ChildProcess.Outcome] = []
        for run in 0..<(Stopwatch.runsOnce ? 1 : runs) {
            mine.append(try ours(run))
            theirs.append(try peer())
        }
        let memory = (
            median(mine.map(\.peakMegabytes)), median(theirs.map(\.peakMegabytes))
        )
        return (mine.map(\.milliseconds), theirs.map(\.milliseconds), memory)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The result: our median over the peer's, judged against `budget`.
    private static func ratio(
        _ name: String, _ ours: [Double], _ peer: [Double],
        _ memory: (ours: Double, peer: Double), peerName: String, budget: Double
    ) -> BenchmarkResult {
        let peerMedian = max(median(peer), 0.001)
        return BenchmarkResult(
            name: name, unit: "×", budget: budget, samples: ours.map { $0 / peerMedian },
            peakMemoryMB: memory.ours,
            note: "cleanapps \(ResultTable.figure(median(ours))) ms, \(peerName) "
                + "\(ResultTable.figure(median(peer))) ms, \(ResultTable.figure(memory.peer)) MB")
    }

    private static func skipped(_ name: String, _ note: String) -> BenchmarkResult {
        BenchmarkResult(
            name: name, unit: "×", budget: 0, samples: [0], isReference: true, note: note)
    }

    private static func scriptFile(_ context: BenchmarkContext, _ name: String, _ text: String)
        throws -> String
    {
        let url = context.scratch.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The package's folder.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/peers/bin/python` with python-calamine importable, made with pip when missing.
    private static func peerPython(_ context: BenchmarkContext) -> String? {
        let venv = packageRoot.appendingPathComponent(".build/peers").path
        let python = venv + "/bin/python"
        let check = ["-c", "import python_calamine"]
        if let status = try? ChildProcess(executable: python, arguments: check).run().status,
            status == 0
        {
            return python
        }
        _ = try? ChildProcess(executable: "/usr/bin/python3", arguments: ["-m", "venv", venv]).run()
        let pip = venv + "/bin/pip"
        _ = try? ChildProcess(
            executable: pip, arguments: ["install", "-q", "python-calamine"]
        ).run()
        let status = try? ChildProcess(executable: python, arguments: check).run().status
        return status == 0 ? python : nil
    }
}
