import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport

@testable import MarketingScreens

/// The Marketing lists over generated targets, channels and packages: item i's name starts
/// with its key, and a package of item i costs `i007.00 EUR` (a package's name is its
/// channel's and its number, so on the packages list its price is its key).
extension ScreenInvariantSubject {
    static var targeting: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "marketing targeting", numberAction: "select") {
            data, terminal in
            let targets = (0..<data.count).map {
                TargetingSpecific(name: data.name($0), channels: [MarketingSamples.facebook])
            }
            let repository = MarketingRepositorySpy()
            repository.onTargeting { Sourced(targets, origin: .live) }
            let session = SelectionSession()
            let viewModel = TargetingViewModel(
                loadTargeting: LoadTargetingUseCase(repository: repository),
                applyTargeting: ApplyTargetingUseCase(session: session), session: session)
            let screen = TargetingScreen(viewModel: viewModel, context: context(terminal))
            _ = await screen.run()
            let selected = viewModel.state.value.list.content?.first(where: \.isSelected)
            return selected.flatMap { ScreenInvariantTests.keys(in: $0.name).first }
        }
    }

    static var channels: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "marketing channels") { data, terminal in
            let session = SelectionSession()
            await session.retarget([], offering: channels(data))
            let screen = ChannelsScreen(
                viewModel: ChannelsViewModel(session: session), frame: frame(terminal))
            guard case .openPackages(let channel) = await screen.run() else {
                return nil
            }
            return ScreenInvariantTests.keys(in: channel.name).first
        }
    }

    static var packages: ScreenInvariantSubject {
        ScreenInvariantSubject(
            name: "marketing packages", numberAction: "choose (again: clear)", keys: priceKeys
        ) { data, terminal in
            let channel = Channel(id: channelID(0), name: data.title)
            let packages = (0..<data.count).map { package(of: channel, index: $0, data: data) }
            let repository = MarketingRepositorySpy()
            repository.onPackages { _ in Sourced(packages, origin: .live) }
            let session = SelectionSession()
            await session.retarget([], offering: [channel])
            let viewModel = PackagesViewModel(
                channel: channel, loadPackages: LoadPackagesUseCase(repository: repository),
                session: session)
            _ = await PackagesScreen(viewModel: viewModel, context: context(terminal)).run()
            return await session.selection.items.first?.index
        }
    }

    static var review: ScreenInvariantSubject {
        ScreenInvariantSubject(
            name: "marketing review", numberAction: nil, takesRow: "x ", figureKeys: priceKeys
        ) { data, terminal in
            let channels = channels(data)
            let session = SelectionSession()
            await session.retarget([], offering: channels)
            for (index, channel) in channels.enumerated() {
                _ = await session.choose(package(of: channel, index: index, data: data))
            }
            let compose = ComposeEmailUseCase(
                now: { Date(timeIntervalSince1970: 0) }, timeZone: .gmt)
            let viewModel = ReviewViewModel(
                session: session, composeEmail: compose,
                exportEmail: ExportSelectionEmailUseCase(
                    compose: compose, exporter: EmailDraftExporterSpy()))
            let screen = ReviewScreen(
                viewModel: viewModel, frame: frame(terminal), recipient: nil)
            _ = await screen.run()
            let kept = await session.selection.items.map(\.index)
            return Set(0..<data.count).subtracting(kept).first
        }
    }

    private static func context(_ terminal: ScriptedTerminal) -> MarketingScreenContext {
        MarketingScreenContext(frame: frame(terminal), isOffline: false)
    }

    /// Channel `index`'s id: 20 hexadecimal digits.
    private static func channelID(_ index: Int) -> ChannelID {
        MarketingSamples.id(
            String(repeating: "0", count: 12) + String(format: "%08x", index))
    }

    /// A channel per item of `data`, named by the item.
    private static func channels(_ data: ScreenInvariantData) -> [Channel] {
        (0..<data.count).map { Channel(id: channelID($0 + 1), name: data.name($0)) }
    }

    /// Item `index`'s package of `channel`, priced `index007.00`.
    private static func package(
        of channel: Channel, index: Int, data: ScreenInvariantData
    ) -> MarketingPackage {
        MarketingPackage(
            channel: channel, index: index, price: Decimal(index * 1000 + 7), currency: "EUR",
            details: [data.other(index)])
    }

    /// The item keys the prices in a row's text encode (`i,007.00 EUR` is item i's).
    private static func priceKeys(_ block: String) -> [Int] {
        block.matches(of: /(\d[\d,]*)\.(\d\d) EUR/).map {
            let amount = Int($0.1.filter { $0 != "," })!
            return amount % 1000 == 7 && $0.2 == "00" ? amount / 1000 : -1
        }
    }
}
