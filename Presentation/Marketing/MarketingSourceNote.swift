import Domain

/// The status line that says where shown data came from (nothing for live data).
enum MarketingSourceNote {
    /// The line for `origin`, or nil for live data.
    static func text(for origin: DataOrigin) -> String? {
        switch origin {
        case .live: nil
        case .emptyAnswer(let sentence): sentence
        case .cache: "Showing the data saved from an earlier visit: the server did not answer."
        case .bundled:
            "Showing the bundled copy of the data: the server could not be reached in time."
        }
    }

    /// The message for a failed load: the error's own sentence when it has one.
    static func message(for error: any Error) -> String {
        if let error = error as? MarketingError { return error.message }
        return "Something went wrong while loading; try again."
    }
}
