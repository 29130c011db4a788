import CleanAppsDataCore
import Foundation
import Terminal
import TextScreens
import WaterScreens

/// A second line-mode app: the Water screens from their library on the process's terminal,
/// with the sources kept in a temporary folder (`.ci/run` types `q` at its menu).
@main
struct WaterLineModeMain {
    @MainActor
    static func main() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("water-line")
        let environment = AppEnvironment(
            terminal: StandardTerminal.live(colorFlag: nil),
            kitConfiguration: KitConfiguration(
                paths: AppPaths(dataDirectory: folder, cacheDirectory: folder), isOffline: true),
            urlOpener: XdgOpenURLOpener(), variables: [:])
        _ = await WaterFactory(environment: environment).makeCoordinator().start()
    }
}
