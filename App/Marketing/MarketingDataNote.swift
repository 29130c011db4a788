import Domain

/// The status line saying the Marketing data is not live (nothing when it is).
enum MarketingDataNote {
    /// Under `--offline`.
    static let offline = "Offline (--offline): showing the bundled copy of the data."
    /// When the server failed or was too slow.
    static let bundled =
        "Showing the bundled copy of the data: the server could not be reached in time."

    /// The line for data of `origin`; nil for live data.
    static func text(for origin: DataOrigin, isOffline: Bool) -> String? {
        switch origin {
        case .live: nil
        case .emptyAnswer(let sentence): sentence
        case .cache, .bundled: isOffline ? offline : bundled
        }
    }

    /// The line a screen shows: the ViewModel's note (set only for data that is not live),
    /// or the offline line in its place under `--offline`.
    static func text(screenNote: String?, isOffline: Bool) -> String? {
        guard let screenNote else { return nil }
        return isOffline ? offline : screenNote
    }
}
