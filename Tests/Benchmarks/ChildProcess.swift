import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with stdin from a file and its output discarded or captured,
/// reporting wall time, CPU time and the child's peak resident memory (wait4's rusage).
///
/// NB: the program is started by a small launcher (`Benchmarks --child spawn`), which times
/// it and reads its ru_maxrss. Linux keeps the high-water RSS of the memory a process had
/// before `exec`, and a child spawned straight from this harness starts from the harness's
/// memory: after the 100,000-item benchmarks a 95 MB render read as 231 MB.
struct ChildProcess {
    /// What one run of the child cost.
    struct Outcome {
        var status: Int32
        var milliseconds: Double
        /// User and system time: what a loaded machine inflates far less than wall time.
        var cpuMilliseconds: Double
        var peakMegabytes: Double
        var output: String
    }

    enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        case launcher(String, Int32)
        case wait(Int32)

        var description: String {
            switch self {
            case .spawn(let path, let code): "cannot start \(path) (errno \(code))"
            case .launcher(let path, let status):
                "the launcher could not run \(path) (it exited with \(status))"
            case .wait(let code): "waiting for the child failed (errno \(code))"
            }
        }
    }

    let executable: String
    let arguments: [String]
    var environment: [String: String] = [:]

    /// Runs once; stdin comes from `inputFile` (or /dev/null); stdout goes to `outputFile`.
    func run(inputFile: String = "/dev/null", outputFile: String = "/dev/null") throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "child-\(UUID().uuidString).report"
        ).path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let launcher = Self.launcher
        let argv = ([launcher, "--child", "spawn", report, executable] + arguments).map {
            strdup($0)
        }
        defer { for pointer in argv { free(pointer) } }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, launcher, &actions, nil, argv + [nil], envp + [nil])
        guard code == 0 else { throw Failure.spawn(launcher, code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure.wait(errno) }
        }
        let output =
            outputFile == "/dev/null"
            ? "" : (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        guard let measured = Measured(file: report) else {
            throw Failure.launcher(executable, (status >> 8) & 0xFF)
        }
        return Outcome(
            status: measured.status, milliseconds: measured.milliseconds,
            cpuMilliseconds: measured.cpuMilliseconds,
            peakMegabytes: measured.peakKilobytes / 1024, output: output)
    }

    /// This harness's own executable, which has the `spawn` child task.
    private static let launcher: String = {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }()

    /// What the launcher wrote: exit status, wall milliseconds, peak kilobytes, CPU
    /// milliseconds.
    private struct Measured {
        var status: Int32
        var milliseconds: Double
        var peakKilobytes: Double
        var cpuMilliseconds: Double

        init?(file: String) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                return nil
            }
            let fields = text.split(separator: " ").map {
                String($0).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard fields.count == 4, let status = Int32(fields[0]),
                let milliseconds = Double(fields[1]), let peak = Double(fields[2]),
                let cpu = Double(fields[3])
            else { return nil }
            (self.status, self.milliseconds, peakKilobytes) = (status, milliseconds, peak)
            cpuMilliseconds = cpu
        }
    }

    private static func milliseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000
    }

    /// The launcher's side (`Benchmarks --child spawn REPORT EXECUTABLE ARGS...`): runs the
    /// program with this process's streams and environment, then writes its exit status,
    /// wall milliseconds, ru_maxrss (KB) and user plus system milliseconds to REPORT; returns
    /// 0, or 71 when it cannot.
    static func launch(report: String, executable: String, arguments: [String]) -> Int32 {
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        guard posix_spawn(&pid, executable, nil, nil, argv + [nil], environ) == 0 else {
            return 71
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return 71 }
        }
        let elapsed = Double(Stopwatch.now() - start) / 1_000_000
        let cpu = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
        let line = "\((status >> 8) & 0xFF) \(elapsed) \(usage.ru_maxrss) \(cpu)\n"
        return (try? line.write(toFile: report, atomically: true, encoding: .utf8)) == nil
            ? 71 : 0
    }
}
