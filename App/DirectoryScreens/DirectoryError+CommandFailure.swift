import DirectoryDomain
import TextCommands

/// A Directory failure as the command line reports it: the library's sentence with the
/// `cleanapps` command or flag that helps, and its exit code (66 unknown lawmaker, party or
/// committee, 65 bad or refused workbook, 74 store failure).
extension DirectoryError: CommandFailure {
    /// The exit code the command ends with.
    public var exitCode: ExitCode {
        switch self {
        case .personNotFound, .partyNotFound, .committeeNotFound, .nothingToUndo, .emptyGroup:
            .noInput
        case .outputRefused: .cannotCreate
        case .ambiguousCommittee: .usage
        case .storeFailure, .storedVersionInvalid: .ioError
        case .unreadableWorkbook, .missingSheet, .missingColumn, .missingInfo, .invalidVersion,
            .versionUnknown, .workbookNotNewer, .tableEndsEarly, .rowWithoutNumber,
            .removalNotConfirmed, .changedWhileConfirming:
            .dataError
        }
    }

    /// One sentence saying what happened and what to do.
    public var commandLineMessage: String {
        switch self {
        case .versionUnknown:
            CommandHint.appending(
                "import it with --force to use it anyway (it is then dated by the file's date).",
                to: message)
        case .workbookNotNewer:
            CommandHint.appending("import with --force to use it anyway.", to: message)
        case .committeeNotFound:
            CommandHint.appending("list them with cleanapps directory committees.", to: message)
        case .storedVersionInvalid(let version):
            "The directory store failed: its version \"\(version)\" is not a version number; "
                + "import a workbook with --force to replace it."
        case .outputRefused(let refusal):
            "The file could not be written (\(refusal.commandLineReason)); nothing was written."
        case .removalNotConfirmed:
            message + " Check the summary (--dry-run shows it) and add --force to apply it."
        default:
            message
        }
    }
}

/// Failures of the Directory commands themselves, beyond ``DirectoryError``.
enum DirectoryCommandError: CommandFailure, Equatable {
    /// Nothing is stored and the bundled workbook could not be loaded (exit 69).
    case noData
    /// `unfavorite` of a lawmaker (named) who is not a favourite (exit 66).
    case notAFavorite(String)
    /// The file to import is missing, not a file or unreadable; the sentence says which
    /// (exit 66).
    case missingInput(String)
    /// A group's party or committee is unknown; the sentence with its hint (exit 66).
    case unknownGroupName(String)
    /// `--body-file` is too long or not UTF-8 text; the sentence says which (exit 65).
    case badBody(String)

    var exitCode: ExitCode {
        switch self {
        case .noData: .unavailable
        case .notAFavorite, .missingInput, .unknownGroupName: .noInput
        case .badBody: .dataError
        }
    }

    var commandLineMessage: String {
        switch self {
        case .noData:
            "The directory has no data yet; import a workbook with "
                + "cleanapps directory import FILE.xlsx."
        case .notAFavorite(let name): "\(name) is not a favourite."
        case .missingInput(let sentence), .badBody(let sentence): sentence
        case .unknownGroupName(let sentence): sentence.hasSuffix("?") ? sentence : sentence + "."
        }
    }
}
