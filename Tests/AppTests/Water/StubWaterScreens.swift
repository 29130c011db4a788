import CleanAppsCore
import CleanAppsPresentationCore
import Testing
import WaterDomain
import WaterPresentation

@testable import App

/// Water screens that answer with scripted outcomes and record which screens were shown,
/// so coordinator tests check navigation alone.
///
/// A screen with no outcome left records an issue and quits, so a test cannot hang.
@MainActor
final class StubWaterScreens: WaterScreenFactory {
    /// A screen that was made and run.
    enum Shown: Equatable {
        case list
        case readme
        case details(WaterSource.ID)
        case alert(SanitizationAlert)
    }

    var listOutcomes: [WaterListScreen.Outcome] = []
    var detailsOutcomes: [WaterDetailsScreen.Outcome] = []
    var readmeOutcomes: [WaterReadmeScreen.Outcome] = []
    var alertOutcomes: [WaterAlertScreen.Outcome] = []
    private(set) var shown: [Shown] = []

    func makeListScreen() -> any WaterScreen<WaterListScreen.Outcome> {
        shown.append(.list)
        return StubScreen(outcome: next(&listOutcomes, or: .quit))
    }

    func makeDetailsScreen(id: WaterSource.ID) -> any WaterScreen<WaterDetailsScreen.Outcome> {
        shown.append(.details(id))
        return StubScreen(outcome: next(&detailsOutcomes, or: .quit))
    }

    func makeReadmeScreen() -> any WaterScreen<WaterReadmeScreen.Outcome> {
        shown.append(.readme)
        return StubScreen(outcome: next(&readmeOutcomes, or: .quit))
    }

    func makeAlertScreen(_ alert: SanitizationAlert) -> any WaterScreen<WaterAlertScreen.Outcome> {
        shown.append(.alert(alert))
        return StubScreen(outcome: next(&alertOutcomes, or: .quit))
    }

    private func next<Outcome>(_ outcomes: inout [Outcome], or fallback: Outcome) -> Outcome {
        guard !outcomes.isEmpty else {
            Issue.record("no outcome scripted for \(String(describing: shown.last))")
            return fallback
        }
        return outcomes.removeFirst()
    }
}

/// A screen that returns its outcome at once.
@MainActor
private struct StubScreen<Outcome>: WaterScreen {
    let outcome: Outcome

    func run() async -> Outcome { outcome }
}
