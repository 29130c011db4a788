import MarketingDomain
import TextCommands

/// A Marketing failure as the command line reports it: 65 for bad names, numbers and
/// addresses, 69 without targeting data, 73 when the e-mail is not written; a refused
/// `--out` file is said with its flag.
extension MarketingError: CommandFailure {
    /// The exit code the command ends with.
    public var exitCode: ExitCode {
        switch self {
        case .targetingUnavailable: .unavailable
        case .emailNotWritten, .emailRefused: .cannotCreate
        default: .dataError
        }
    }

    /// One sentence saying what happened and what to do.
    public var commandLineMessage: String {
        switch self {
        case .emailRefused(let refusal):
            "The e-mail file could not be written (\(refusal.commandLineReason)); check the "
                + "folder and try again."
        default: message
        }
    }
}
