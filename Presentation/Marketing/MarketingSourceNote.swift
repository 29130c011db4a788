import CleanAppsCore
import MarketingDomain

/// The status line that says where shown data came from (nothing for live data).
public enum MarketingSourceNote {
    /// The line for `sourced`, or nil for live data: what is shown and what failed.
    public static func text<Value>(for sourced: Sourced<Value>) -> String? {
        text(for: sourced.origin, reason: sourced.fallbackReason)
    }

    /// The line for data of `origin` shown because `reason` failed; nil for live data.
    public static func text(for origin: DataOrigin, reason: FallbackReason?) -> String? {
        let why = reason?.description ?? "the server could not be used"
        switch origin {
        case .live: return nil
        case .emptyAnswer(let sentence): return sentence
        case .cache: return "Showing the data saved from an earlier visit: \(why)."
        case .bundled: return "Showing the bundled copy of the data: \(why)."
        }
    }

    /// The message for a failed load: the error's own sentence when it has one.
    public static func message(for error: any Error) -> String {
        if let error = error as? MarketingError { return error.message }
        return "Something went wrong while loading; try again."
    }
}
