import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens addresses with `xdg-open`, started directly with `posix_spawn` — never through a
/// shell, so nothing in an address is ever interpreted.
///
/// The child gets the address as its only argument, `/dev/null` as stdin, stdout and stderr
/// (it cannot steal the user's input or scribble on the screen) and a process group of its
/// own (Ctrl-C in `cleanapps` does not reach the browser). It is not waited for: a
/// background thread reaps it when it ends.
public struct XdgOpenURLOpener: URLOpener {
    /// The `xdg-open` found, or nil when there is none.
    public let executablePath: String?

    /// Looks for `xdg-open` in the absolute directories of `PATH` (relative entries such as
    /// `.` are skipped).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":")
            .filter { $0.hasPrefix("/") }
        executablePath = directories.lazy
            .map { "\($0)/xdg-open" }
            .first { access($0, X_OK) == 0 }
    }

    /// An opener that runs the program at `executablePath` instead (tests, other openers).
    public init(executablePath: String) {
        self.executablePath = executablePath
    }

    /// Starts opening `address` and returns without waiting for the browser.
    public func open(_ address: WebAddress) throws {
        let child = try spawn(arguments: [address.text])
        Thread.detachNewThread {
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
        }
    }

    /// Starts the program with `arguments` and returns its process id; the caller reaps it.
    public func spawn(arguments: [String]) throws(URLOpenError) -> pid_t {
        guard let executablePath else { throw .openerUnavailable }
        // NB: both are structs on Linux and opaque pointers on Darwin, which the init
        // functions allocate.
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGINT)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = CStringArray([executablePath] + arguments)
        let envp = CStringArray(environment)
        var child = pid_t()
        let result = posix_spawn(
            &child, executablePath, &actions, &attributes, argv.pointers, envp.pointers)
        guard result == 0 else { throw .launchFailed(result) }
        return child
    }
}

/// A NULL-terminated array of C strings for `posix_spawn`, freed when released.
private final class CStringArray {
    private(set) var pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        for pointer in pointers { free(pointer) }
    }
}
