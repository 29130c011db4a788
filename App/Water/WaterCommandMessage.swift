import WaterDomain

/// The command line's sentence for an error from the Water feature: the library's sentence,
/// with the `cleanapps` command that helps where there is one.
enum WaterCommandMessage {
    /// ``WaterError/message`` (or the general sentence), plus the command that helps.
    static func text(for error: any Error) -> String {
        let message = WaterError.message(for: error)
        switch error as? WaterError {
        case .notFound:
            return CommandHint.appending("'cleanapps water list' shows the ids.", to: message)
        case .damagedFile:
            return CommandHint.appending(
                "'cleanapps water reset' restores the starting data.", to: message)
        default: return message
        }
    }
}
