import CleanAppsTestSupport
import DirectoryData
import Foundation
import Glibc
import Synchronization
import Testing

/// Runs the built `cleanapps` binary as a child process, for rules about processes and files.
///
/// The binary is the one next to the test bundle (`swift build` makes both), or
/// `CLEANAPPS_BIN`. The child gets a clean environment: `PATH`, `TZ=UTC`, `HOME` and
/// `CLEANAPPS_DATA_DIR` as given, no XDG variables, plus `extra`. Its stdout and stderr go to
/// files (or stdout to a named path such as `/dev/full`); the wait runs on a thread of its
/// own and the child is killed only when ``HangGuard/limit`` passes, which only a hang reaches.
struct CleanAppsProcess {
    /// What the child's descriptor 0 is.
    enum Input {
        /// `/dev/null`.
        case empty
        /// Closed, as `<&-` leaves it.
        case closed
        /// This file, read from the start.
        case file(URL)
    }

    /// How one run ended.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended the child.
        var status: Int32
        /// What the child wrote to stdout (empty when stdout went to a named path).
        var output: String
        /// What the child wrote to stderr.
        var errors: String
        /// Whether the hang guard had to kill the child.
        var hung: Bool
    }

    /// The binary, or nil (with an issue recorded) when it has not been built.
    static var executable: String? {
        let environment = ProcessInfo.processInfo.environment
        let path =
            environment["CLEANAPPS_BIN"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("cleanapps").path
        guard access(path, X_OK) == 0 else {
            Issue.record("\(path) is missing: run swift build first")
            return nil
        }
        return path
    }

    /// The child's HOME.
    let home: URL
    /// The child's data directory (`CLEANAPPS_DATA_DIR`).
    let dataDirectory: URL
    /// More environment variables for the child.
    var extra: [String: String] = [:]

    /// Runs `cleanapps ARGUMENTS` to its end.
    func run(
        _ arguments: [String], input: Input = .empty, outputPath: String? = nil,
        afterStart: @Sendable (pid_t) -> Void = { _ in }
    ) async throws -> Outcome {
        guard let executable = Self.executable else {
            return Outcome(status: -1, output: "", errors: "", hung: false)
        }
        let scratch = try TemporaryDirectory()
        let outFile = outputPath ?? scratch.appending("stdout").path
        let errFile = scratch.appending("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch input {
        case .empty: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 0)
        case .file(let url): posix_spawn_file_actions_addopen(&actions, 0, url.path, O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var variables = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "TZ": "UTC", "HOME": home.path,
            "CLEANAPPS_DATA_DIR": dataDirectory.path, "NO_COLOR": "1",
        ]
        variables.merge(extra) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        afterStart(pid)
        let (status, hung) = await Self.wait(for: pid)
        let read = { (path: String) in
            (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
        return Outcome(
            status: status, output: outputPath == nil ? read(outFile) : "",
            errors: read(errFile), hung: hung)
    }

    /// Waits for `pid` on a thread of its own; kills it once ``HangGuard/limit`` has passed.
    private static func wait(for pid: pid_t) async -> (status: Int32, hung: Bool) {
        let state = Mutex((finished: false, hung: false))
        let seconds = Int(HangGuard.limit.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
            state.withLock { state in
                guard !state.finished else { return }
                state.hung = true
                kill(pid, SIGKILL)
            }
        }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                let hung = state.withLock { state in
                    state.finished = true
                    return state.hung
                }
                let signal = status & 0x7F
                let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                continuation.resume(returning: (code, hung))
            }
        }
    }
}
