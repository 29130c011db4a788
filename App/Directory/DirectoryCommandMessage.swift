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
        case .storedVersionInvalid(let version):
            "The directory store failed: its version \"\(version)\" is not a version number; "
                + "import a workbook with --force to replace it."
        case .removalNotConfirmed:
            error.message + " Check the summary (--dry-run shows it) and add --force to apply it."
        default:
            error.message
        }
    }

    /// The lines of a bundled update that was not applied, the last with the command that
    /// applies it: "… and your favourites 나. Run cleanapps directory reset to apply it."
    static func deferred(_ messages: [String]) -> [String] {
        guard let last = messages.last else { return messages }
        return messages.dropLast() + [last + " Run cleanapps directory reset to apply it."]
    }
}
