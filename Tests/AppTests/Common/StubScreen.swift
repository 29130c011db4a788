import Testing

@testable import TextScreens

/// A screen that returns its outcome at once, for coordinator tests.
@MainActor
struct StubScreen<Outcome>: Screen {
    let outcome: Outcome

    func run() async -> Outcome { outcome }

    /// A screen answering with the first of `outcomes` (taken off the list); when none is
    /// left it records an issue naming `screen` and answers `fallback`, so a test cannot hang.
    static func next(
        _ outcomes: inout [Outcome], or fallback: Outcome, screen: String
    ) -> StubScreen {
        guard !outcomes.isEmpty else {
            Issue.record("no outcome scripted for \(screen)")
            return StubScreen(outcome: fallback)
        }
        return StubScreen(outcome: outcomes.removeFirst())
    }
}
