import CleanAppsCore
import CleanAppsPresentationCore
import Testing
import WaterDomain
import WaterPresentation

@testable import TextScreens
@testable import WaterScreens

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

    func makeListScreen() -> any Screen<WaterListScreen.Outcome> {
        shown.append(.list)
        return StubScreen.next(&listOutcomes, or: .quit, screen: String(describing: shown.last))
    }

    func makeDetailsScreen(id: WaterSource.ID) -> any Screen<WaterDetailsScreen.Outcome> {
        shown.append(.details(id))
        return StubScreen.next(&detailsOutcomes, or: .quit, screen: String(describing: shown.last))
    }

    func makeReadmeScreen() -> any Screen<WaterReadmeScreen.Outcome> {
        shown.append(.readme)
        return StubScreen.next(&readmeOutcomes, or: .quit, screen: String(describing: shown.last))
    }

    func makeAlertScreen(_ alert: SanitizationAlert) -> any Screen<WaterAlertScreen.Outcome> {
        shown.append(.alert(alert))
        return StubScreen.next(&alertOutcomes, or: .quit, screen: String(describing: shown.last))
    }
}
