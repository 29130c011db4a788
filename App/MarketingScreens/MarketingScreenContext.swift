import TextScreens

/// What the screens that load data share: the frame and whether `--offline` was given.
@MainActor
struct MarketingScreenContext {
    let frame: ScreenFrame
    let isOffline: Bool

    /// The status line for a ViewModel's source note.
    func statusLine(_ sourceNote: String?) -> String? {
        MarketingDataNote.text(screenNote: sourceNote, isOffline: isOffline)
    }
}
