import CleanAppsCore

/// Everything that can go wrong with campaigns, in terms a user can act on.
public enum CampaignsError: Error, Equatable, Sendable {
    /// Some fields failed validation; the message for each.
    case invalidFields([CampaignField: String])
    /// Save was asked for, but the campaign is the same as before.
    case nothingChanged
    /// No campaign with that id exists (any more).
    case campaignNotFound
    /// No delete is kept to undo.
    case nothingToUndo
    /// The saved campaigns or a photo copy could not be read or written; the text, when
    /// known, names the file and why.
    case storageFailed(String? = nil)
    /// The campaign's photo copy is missing or unreadable.
    case photoMissing
    /// A poster file already exists there and overwriting was not allowed.
    case posterExists(path: String)
    /// The poster could not be written there.
    case posterNotWritten(path: String)
    /// A file the user named for output may not be written (a folder, a device that is not
    /// a stream, the app's own data, a missing folder); the refusal says why.
    case outputRefused(OutputFileRefusal)
    /// The jar link cannot be used to ask monobank (not a monobank jar, or an unsafe id).
    case jarLinkNotSupported
    /// monobank answered with an error text (e.g. no such jar).
    case jarRefused(String)
    /// monobank asked us to slow down.
    case jarRateLimited
    /// monobank's server failed with this HTTP status.
    case jarServiceFailed(status: Int)
    /// monobank's answer could not be read.
    case jarBadData
    /// No connection could be made.
    case offline
    /// The request ran past its deadline.
    case timedOut

    /// One sentence for the user: what happened and what to do.
    public var message: String {
        switch self {
        case .invalidFields(let messages):
            let details = CampaignField.allCases.compactMap { field in
                messages[field].map { "\(field.label): \($0)" }
            }
            return "Some fields need fixing. " + details.joined(separator: " ")
        case .nothingChanged: return "Nothing has changed, so there is nothing to save."
        case .campaignNotFound:
            return "That campaign no longer exists; go back to the list and pick another."
        case .nothingToUndo:
            return "There is no deleted campaign to put back; the last three deletes are kept."
        case .storageFailed(let detail?): return detail
        case .storageFailed(nil):
            return
                "The saved campaigns could not be read or written. Check the data folder and try again."
        case .photoMissing:
            return "The campaign's photo copy is missing or unreadable; choose the photo again."
        case .posterExists(let path):
            return "A poster already exists at \(path); allow replacing it or choose another file."
        case .posterNotWritten(let path):
            return "The poster could not be written to \(path). Check the folder and free space."
        case .outputRefused(let refusal):
            return "The poster was not written: \(refusal.reason)."
        case .jarLinkNotSupported:
            return "Progress loads only for monobank jar links (send.monobank.ua/jar/…)."
        case .jarRefused(let text): return "monobank could not show this jar: \(text)"
        case .jarRateLimited: return "monobank asks to slow down; try refreshing in a minute."
        case .jarServiceFailed(let status):
            return "monobank's server failed (HTTP \(status)); try again later."
        case .jarBadData: return "monobank sent an answer CleanApps cannot read; try again later."
        case .offline:
            return "You seem to be offline or monobank cannot be reached; check the connection."
        case .timedOut: return "monobank took too long to answer; try again later."
        }
    }
}
