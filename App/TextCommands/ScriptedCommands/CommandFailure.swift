/// A failure of a scripted command as the command line reports it: one sentence on stderr
/// after `cleanapps APP:` and the exit code the process ends with.
///
/// Each feature's errors conform in its text screens module (the sentence may name the flag
/// or command that helps); ``CommandDispatcher`` is the one place that writes them.
public protocol CommandFailure: Error {
    /// The exit code the command ends with.
    var exitCode: ExitCode { get }
    /// One sentence saying what happened and what to do.
    var commandLineMessage: String { get }
}

extension CommandArguments.UsageError: CommandFailure {
    /// A usage error ends with exit code 64.
    public var exitCode: ExitCode { .usage }
    /// The parser's sentence.
    public var commandLineMessage: String { message }
}
