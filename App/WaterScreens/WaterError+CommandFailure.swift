import TextCommands
import WaterDomain

/// A Water failure as the command line reports it: the library's sentence with the
/// `cleanapps` command that helps where there is one, and its exit code.
extension WaterError: CommandFailure {
    /// The exit code the command ends with.
    public var exitCode: ExitCode {
        switch self {
        case .notFound, .nothingToUndo: .noInput
        case .saveFailed, .damagedFile(_, _, whileSaving: true): .cannotCreate
        case .damagedFile(_, _, whileSaving: false), .loadFailed, .authorUnavailable: .ioError
        }
    }

    /// One sentence saying what happened and what to do.
    public var commandLineMessage: String {
        switch self {
        case .notFound:
            CommandHint.appending("'cleanapps water list' shows the ids.", to: message)
        case .damagedFile:
            CommandHint.appending(
                "'cleanapps water reset' restores the starting data.", to: message)
        default: message
        }
    }
}
