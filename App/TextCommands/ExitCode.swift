/// The process exit codes CleanApps uses (the BSD `sysexits` values).
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// Nothing was found, as `grep` exits when no line matched (`giveaways new`).
    case noneSelected = 1
    /// Bad command line.
    case usage = 64
    /// Bad input data (validation failed, unknown name).
    case dataError = 65
    /// A named input (id, file) does not exist.
    case noInput = 66
    /// A service the command needs is unavailable.
    case unavailable = 69
    /// An internal error.
    case software = 70
    /// An output file could not be created.
    case cannotCreate = 73
    /// Reading or writing failed.
    case ioError = 74
    /// Interrupted by Ctrl-C.
    case interrupted = 130
}
