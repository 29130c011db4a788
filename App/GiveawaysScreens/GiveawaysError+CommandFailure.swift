import CleanAppsCore
import GiveawaysDomain
import TextCommands

/// A Giveaways failure as the command line reports it: the library's sentence, naming
/// `--offline` where network use was off, and its exit code.
extension GiveawaysError: CommandFailure {
    /// The exit code the command ends with.
    public var exitCode: ExitCode {
        switch self {
        case .notFound: .noInput
        case .favoritesFailed, .seenFailed: .cannotCreate
        case .unavailable, .offlineWithoutCopy, .onlyBundledCopy: .unavailable
        }
    }

    /// One sentence saying what happened and what to do.
    public var commandLineMessage: String {
        switch self {
        case .offlineWithoutCopy:
            "Giveaways could not be loaded: --offline is on, and there is no saved or bundled copy."
        case .onlyBundledCopy(.offline?):
            "Only the bundled snapshot could be loaded (--offline is on), so no giveaway was "
                + "recorded as seen; run giveaways new again without --offline."
        default: message
        }
    }
}
