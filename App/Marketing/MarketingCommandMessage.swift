import MarketingDomain

/// The command line's sentence for a ``MarketingError``: the library's sentence, with the
/// flag that helps where there is one.
enum MarketingCommandMessage {
    /// ``MarketingError/message``, or for a refused `--out` file the reason with its flag.
    static func text(for error: MarketingError) -> String {
        switch error {
        case .emailRefused(let refusal):
            "The e-mail file could not be written (\(refusal.commandLineReason)); check the "
                + "folder and try again."
        default: error.message
        }
    }
}
