import GiveawaysDomain

/// The command line's sentence for a ``GiveawaysError``: the library's sentence, with
/// network use that is off named by its flag.
enum GiveawaysCommandMessage {
    /// ``GiveawaysError/message``, naming `--offline` where network use was off.
    static func text(for error: GiveawaysError) -> String {
        switch error {
        case .offlineWithoutCopy:
            "Giveaways could not be loaded: --offline is on, and there is no saved or bundled copy."
        default: error.message
        }
    }
}
