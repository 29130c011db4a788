import MarketingDomain

/// A Marketing failure as the command line reports it: 65 for bad names, numbers and
/// addresses, 69 without targeting data, 73 when the e-mail is not written; a refused
/// `--out` file is said with its flag.
extension MarketingError: CommandFailure {
    var exitCode: ExitCode {
        switch self {
        case .targetingUnavailable: .unavailable
        case .emailNotWritten, .emailRefused: .cannotCreate
        default: .dataError
        }
    }

    var commandLineMessage: String {
        switch self {
        case .emailRefused(let refusal):
            "The e-mail file could not be written (\(refusal.commandLineReason)); check the "
                + "folder and try again."
        default: message
        }
    }
}
