import CleanAppsCore
import MarketingDomain
import MarketingPresentation
import TerminalKit

/// The status line saying the Marketing data is not live (nothing when it is).
enum MarketingDataNote {
    /// Under `--offline`.
    static let offline = "Offline (--offline): showing the bundled copy of the data."
    /// The line for `sourced`, naming what failed; nil for live data.
    static func text<Value>(for sourced: Sourced<Value>, isOffline: Bool) -> String? {
        switch sourced.origin {
        case .live: return nil
        case .emptyAnswer(let sentence): return sentence
        case .cache, .bundled: return isOffline ? offline : MarketingSourceNote.text(for: sourced)
        }
    }

    /// The line a screen shows: the ViewModel's note (set only for data that is not live),
    /// or the offline line in its place under `--offline`.
    static func text(screenNote: String?, isOffline: Bool) -> String? {
        guard let screenNote else { return nil }
        return isOffline ? offline : screenNote
    }
}
