import MarketingDomain
import Testing

@testable import MarketingScreens
@testable import TextScreens

/// Marketing screens that answer with scripted outcomes and record which screens were
/// shown, so coordinator tests check navigation alone.
@MainActor
final class StubMarketingScreens: MarketingScreenFactory {
    /// A screen that was made and run.
    enum Shown: Equatable {
        case targeting
        case channels
        case packages(Channel)
        case review
    }

    var targetingOutcomes: [TargetingScreen.Outcome] = []
    var channelsOutcomes: [ChannelsScreen.Outcome] = []
    var packagesOutcomes: [PackagesScreen.Outcome] = []
    var reviewOutcomes: [ReviewScreen.Outcome] = []
    private(set) var shown: [Shown] = []

    func makeTargetingScreen() -> any Screen<TargetingScreen.Outcome> {
        shown.append(.targeting)
        return StubScreen.next(&targetingOutcomes, or: .quit, screen: "targeting")
    }

    func makeChannelsScreen() -> any Screen<ChannelsScreen.Outcome> {
        shown.append(.channels)
        return StubScreen.next(&channelsOutcomes, or: .quit, screen: "channels")
    }

    func makePackagesScreen(channel: Channel) -> any Screen<PackagesScreen.Outcome> {
        shown.append(.packages(channel))
        return StubScreen.next(&packagesOutcomes, or: .quit, screen: "packages")
    }

    func makeReviewScreen() -> any Screen<ReviewScreen.Outcome> {
        shown.append(.review)
        return StubScreen.next(&reviewOutcomes, or: .quit, screen: "review")
    }
}
