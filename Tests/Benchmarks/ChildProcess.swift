import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with stdin from a file and its output discarded or captured,
/// reporting wall time and the child's peak resident memory (wait4's ru_maxrss).
struct ChildProcess {
    /// What one run of the child cost.
    struct Outcome {
        var status: Int32
        var milliseconds: Double
        var peakMegabytes: Double
        var output: String
    }

    enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        case wait(Int32)

        var description: String {
            switch self {
            case .spawn(let path, let code): "cannot start \(path) (errno \(code))"
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
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        let code = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
        guard code == 0 else { throw Failure.spawn(executable, code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure.wait(errno) }
        }
        let elapsed = Double(Stopwatch.now() - start) / 1_000_000
        let output =
            outputFile == "/dev/null"
            ? "" : (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return Outcome(
            status: (status >> 8) & 0xFF, milliseconds: elapsed,
            peakMegabytes: Double(usage.ru_maxrss) / 1024, output: output)
    }
}
