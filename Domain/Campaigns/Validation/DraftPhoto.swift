import Foundation

/// The photo of a campaign being edited.
public enum DraftPhoto: Equatable, Sendable {
    /// The copy already kept for a saved campaign.
    case stored(CampaignPhoto)
    /// A file the user just picked: its bytes (at most one byte over the size limit) and path.
    case picked(bytes: Data, sourcePath: String)
    /// A file the user picked that could not be read; `message` says why.
    case unreadable(sourcePath: String, message: String)
}
