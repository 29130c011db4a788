import CleanAppsCore
import CleanAppsPresentationCore
import WaterDomain
import WaterPresentation

/// Makes the Water screens, each with its view model and use cases; the coordinator sees
/// only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol WaterScreenFactory {
    func makeListScreen() -> any WaterScreen<WaterListScreen.Outcome>
    func makeDetailsScreen(id: WaterSource.ID) -> any WaterScreen<WaterDetailsScreen.Outcome>
    func makeReadmeScreen() -> any WaterScreen<WaterReadmeScreen.Outcome>
    func makeAlertScreen(_ alert: SanitizationAlert) -> any WaterScreen<WaterAlertScreen.Outcome>
}
