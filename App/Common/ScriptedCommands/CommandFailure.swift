/// A failure of a scripted command as the command line reports it: one sentence on stderr
/// after `cleanapps APP:` and the exit code the process ends with.
///
/// Each feature's errors conform in App (the sentence may name the flag or command that
/// helps); ``CommandDispatcher`` is the one place that writes them.
protocol CommandFailure: Error {
    /// The exit code the command ends with.
    var exitCode: ExitCode { get }
    /// One sentence saying what happened and what to do.
    var commandLineMessage: String { get }
}

extension CommandArguments.UsageError: CommandFailure {
    var exitCode: ExitCode { .usage }
    var commandLineMessage: String { message }
}
