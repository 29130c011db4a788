import DirectoryDomain

/// The command line's sentence for a ``DirectoryError``: the library's sentence, with the
/// `cleanapps` command or flag that helps where there is one.
enum DirectoryCommandMessage {
    /// ``DirectoryError/message`` plus the flag or command that helps.
    static func text(for error: DirectoryError) -> String {
        switch error {
        case .versionUnknown:
            CommandHint.appending(
                "import it with --force to use it anyway (it is then dated by the file's date).",
                to: error.message)
        case .workbookNotNewer:
            CommandHint.appending("import with --force to use it anyway.", to: error.message)
        case .committeeNotFound:
            CommandHint.appending(
                "list them with cleanapps directory committees.", to: error.message)
        case .removalNotConfirmed:
            error.message + " Check the summary (--dry-run shows it) and add --force to apply it."
        default:
            error.message
        }
    }
}
