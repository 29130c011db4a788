import CleanAppsCore
import CleanAppsPresentationCore
import WaterDomain
import WaterPresentation

/// Makes the Water screens, each with its view model and use cases; the coordinator sees
/// only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol WaterScreenFactory {
    func makeListScreen() -> any Screen<WaterListScreen.Outcome>
    func makeDetailsScreen(id: WaterSource.ID) -> any Screen<WaterDetailsScreen.Outcome>
    func makeReadmeScreen() -> any Screen<WaterReadmeScreen.Outcome>
    func makeAlertScreen(_ alert: SanitizationAlert) -> any Screen<WaterAlertScreen.Outcome>
}
