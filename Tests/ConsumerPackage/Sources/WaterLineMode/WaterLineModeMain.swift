import CleanAppsDataCore
import Foundation
import TerminalKit
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
            paths: AppPaths(dataDirectory: folder, cacheDirectory: folder), notices: NoticeBoard(),
            httpClient: OfflineHTTPClient(), isOffline: true, clock: ContinuousClock(),
            now: { Date() }, urlOpener: XdgOpenURLOpener(), variables: [:], posterPixelsPerUnit: 1)
        _ = await WaterFactory(environment: environment).makeCoordinator().start()
    }
}
