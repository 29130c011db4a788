import Glibc

/// Makes sure standard input, output and error are open before anything else opens a file.
///
/// NB: PLATFORM-NOTES: a process started with fd 0 closed (`<&-`) gives descriptor 0 to the
/// first file the runtime opens (a socket of its own), and reading "stdin" then waits on it
/// for ever; a closed 1 or 2 would let output land in a data file. Each closed one of 0, 1
/// and 2 is reopened on `/dev/null`, so a closed stdin reads as end of input.
enum StandardDescriptors {
    /// Reopens each closed standard descriptor on `/dev/null`; call first thing in `main`.
    static func reopenClosedOnNullDevice() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            guard null >= 0 else { continue }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }
}
