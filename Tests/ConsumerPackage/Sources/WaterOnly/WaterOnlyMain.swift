import CleanAppsDataCore
import Foundation
import WaterKit

/// A client that takes the Water feature alone: it lists the preview sources and their
/// progress. Its build must compile Water's modules and the cores it uses, and nothing of
/// the other features or the infrastructure they need (`.ci/run` checks the module list).
@main
struct WaterOnlyMain {
    @MainActor
    static func main() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("water-only")
        let configuration = KitConfiguration(
            paths: AppPaths(dataDirectory: folder, cacheDirectory: folder))
        let water = WaterComponents(configuration: configuration, preview: true)
        let sources = water.makeSourcesViewModel()
        await sources.didAppear()
        for row in sources.state.value.content?.rows ?? [] {
            print(row.title)
        }
    }
}
