import MarketingDomain
import Testing

@testable import MarketingScreens
@testable import TextScreens

@MainActor
@Suite struct MarketingCoordinatorTests {
    private let screens = StubMarketingScreens()

    @Test func start_targetingBack_leavesTheAppBackwards() async {
        screens.targetingOutcomes = [.back]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.targeting])
    }

    @Test func start_proceedThenBack_showsChannelsThenTargetingAgain() async {
        screens.targetingOutcomes = [.proceed, .back]
        screens.channelsOutcomes = [.back]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.targeting, .channels, .targeting])
    }

    @Test func start_channelOpensItsPackagesThenBack_returnsToChannels() async throws {
        let channel = try Self.channel()
        screens.targetingOutcomes = [.proceed, .back]
        screens.channelsOutcomes = [.openPackages(channel), .back]
        screens.packagesOutcomes = [.back]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [.targeting, .channels, .packages(channel), .channels, .targeting])
    }

    @Test func start_reviewThenBack_returnsToChannels() async {
        screens.targetingOutcomes = [.proceed, .back]
        screens.channelsOutcomes = [.review, .back]
        screens.reviewOutcomes = [.back]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.targeting, .channels, .review, .channels, .targeting])
    }

    @Test func start_quitOnTargeting_quits() async {
        screens.targetingOutcomes = [.quit]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .quit)
    }

    @Test func start_quitOnChannels_quits() async {
        screens.targetingOutcomes = [.proceed]
        screens.channelsOutcomes = [.quit]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.targeting, .channels])
    }

    @Test func start_quitOnPackages_quits() async throws {
        let channel = try Self.channel()
        screens.targetingOutcomes = [.proceed]
        screens.channelsOutcomes = [.openPackages(channel)]
        screens.packagesOutcomes = [.quit]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.targeting, .channels, .packages(channel)])
    }

    @Test func start_quitOnReview_quits() async {
        screens.targetingOutcomes = [.proceed]
        screens.channelsOutcomes = [.review]
        screens.reviewOutcomes = [.quit]

        let exit = await MarketingCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.targeting, .channels, .review])
    }

    private static func channel() throws -> Channel {
        Channel(id: try ChannelID(validating: "0123456789abcdef0123"), name: "SEO")
    }
}
