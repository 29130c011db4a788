import CampaignsDomain
import TextCommands

/// A Campaigns failure as the command line reports it: the library's sentence (a refused
/// `--out` file with its flag) and its exit code.
extension CampaignsError: CommandFailure {
    /// The exit code the command ends with.
    public var exitCode: ExitCode {
        switch self {
        case .invalidFields, .nothingChanged: .dataError
        case .campaignNotFound, .photoMissing, .nothingToUndo: .noInput
        case .storageFailed: .ioError
        case .posterExists, .posterNotWritten, .outputRefused: .cannotCreate
        case .jarLinkNotSupported, .jarRefused, .jarRateLimited, .jarServiceFailed, .jarBadData,
            .offline, .timedOut:
            .unavailable
        }
    }

    /// One sentence saying what happened and what to do.
    public var commandLineMessage: String {
        switch self {
        case .outputRefused(let refusal):
            "The poster was not written: \(refusal.commandLineReason)."
        default: message
        }
    }
}
