import CampaignsDomain

/// The command line's sentence for a ``CampaignsError``: the library's sentence, with the
/// flag that helps where there is one.
enum CampaignsCommandMessage {
    /// ``CampaignsError/message``, or for a refused `--out` file the reason with its flag.
    static func text(for error: CampaignsError) -> String {
        switch error {
        case .outputRefused(let refusal):
            "The poster was not written: \(refusal.commandLineReason)."
        default: error.message
        }
    }
}
