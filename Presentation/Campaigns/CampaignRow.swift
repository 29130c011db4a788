import CampaignsDomain
import Foundation

/// One campaign as the list shows it: display-ready texts and the progress fraction.
public struct CampaignRow: Equatable, Identifiable, Sendable {
    /// The campaign's id.
    public var id: UUID
    /// What the money is for.
    public var purpose: String
    /// The target with its currency (`100 000 грн.`), or `no target`.
    public var targetText: String
    /// The collected amount with its currency, when jar details are known.
    public var collectedText: String?
    /// collected / target in 0…1, when both are known.
    public var progress: Double?
    /// The progress as a whole percentage, rounded down: `62%`.
    public var percentText: String?
    /// Why progress is missing or old, when it is.
    public var progressNote: String?
    /// Whether the shown progress is the last known one because the refresh failed.
    public var isStale: Bool
    /// Whether the target is reached or the jar closed.
    public var isFinished: Bool

    /// The row for `campaign` after a refresh ended with `status` (nil: not refreshed yet).
    public init(campaign: Campaign, status: JarRefreshStatus?) {
        id = campaign.id
        purpose = campaign.purpose
        targetText = campaign.target?.formattedWithCurrency ?? "no target"
        collectedText = campaign.collected?.formattedWithCurrency
        progress = campaign.progress
        percentText = campaign.progress.map { "\(Int(($0 * 100).rounded(.down)))%" }
        isFinished = campaign.isFinished
        isStale = false
        switch status {
        case .stale(let message)?:
            isStale = true
            progressNote =
                campaign.jarDetails == nil
                ? "Progress could not load. \(message)"
                : "Progress may be out of date. \(message)"
        case .notMonobank?:
            progressNote = "Not a monobank jar link, so progress does not load."
        case .fresh?, .noJar?, nil:
            progressNote = nil
        }
    }
}
