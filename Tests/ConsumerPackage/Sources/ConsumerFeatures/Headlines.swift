import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryKit
import Domain
import GiveawaysKit
import Terminal
import WaterKit

/// Headlines from three CleanApps features, wired through their composition kits.
@MainActor
public struct Headlines {
    private let giveaways: GiveawaysComponents
    private let water: WaterComponents
    private let directory: DirectoryComponents

    /// Headlines for an app whose data and cache live under `configuration`.
    public init(configuration: KitConfiguration) {
        giveaways = GiveawaysComponents(configuration: configuration)
        water = WaterComponents(configuration: configuration, preview: true)
        directory = DirectoryComponents(configuration: configuration)
    }

    /// The giveaway titles, sanitised for the terminal.
    public func giveaways() async -> [Headline] {
        let viewModel = giveaways.makeHomeViewModel()
        await viewModel.didAppear()
        let rows = viewModel.state.value.list.content ?? []
        return rows.map { Headline(TerminalText.sanitize($0.title)) }
    }

    /// The water sources' titles.
    public func waterSources() async -> [Headline] {
        let viewModel = water.makeSourcesViewModel()
        await viewModel.didAppear()
        let rows = viewModel.state.value.content?.rows ?? []
        return rows.map { Headline(TerminalText.sanitize($0.title)) }
    }

    /// Whether the directory's launch check finished (imported, up to date, or a bundled
    /// update deferred).
    public func directoryIsReady() async -> Bool {
        let viewModel = directory.makeLaunchViewModel()
        await viewModel.didAppear()
        switch viewModel.state.value {
        case .ready, .deferred: return true
        default: return false
        }
    }
}
