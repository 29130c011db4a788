import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct ChannelsViewModelTests {
    let session = SelectionSession()
    let targets = MarketingSamples.targets

    func target(_ names: String...) async throws {
        let chosen = targets.filter { names.contains($0.name) }
        _ = try await ApplyTargetingUseCase(session: session).execute(
            selected: chosen, document: targets)
    }

    @Test func didAppear_offeredChannelsWithAndWithoutChoice() async throws {
        try await target("Events", "Industry")
        await session.choose(MarketingSamples.package(MarketingSamples.twitter, 1, price: 250))
        let viewModel = ChannelsViewModel(session: session)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        var expected = ChannelsState()
        expected.rows = [
            ChannelRow(number: 1, name: "Facebook", selection: "—"),
            ChannelRow(number: 2, name: "Linkedin", selection: "—"),
            ChannelRow(
                number: 3, name: "Twitter", selection: "Selected: Twitter Package 2 (250.00 EUR)"),
            ChannelRow(number: 4, name: "SEO", selection: "—"),
        ]
        expected.canReview = true
        expected.summary = "1 package from 1 channel, 250.00 EUR"
        #expect(recorder.values == [ChannelsState(), expected])
    }

    @Test func didAppear_afterRetargeting_saysWhichPackagesWereDroppedOnce() async throws {
        try await target("Events", "Industry")
        await session.choose(MarketingSamples.package(MarketingSamples.facebook, 0, price: 140))
        await session.choose(MarketingSamples.package(MarketingSamples.seo, 0, price: 270))
        try await target("Keywords")
        let viewModel = ChannelsViewModel(session: session)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()
        await viewModel.didAppear()

        #expect(
            recorder.values.map(\.notice) == [
                nil,
                "Removed Facebook Package 1: the channel is no longer offered for these targets.",
                nil,
            ])
        #expect(
            recorder.values.last?.rows.map(\.selection) == [
                "—", "Selected: SEO Package 1 (270.00 EUR)",
            ])
    }

    @Test func didChooseChannel_validNumber_opensIt_otherNumber_explains() async throws {
        try await target("Keywords")
        let viewModel = ChannelsViewModel(session: session)
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        let bad = await viewModel.didChooseChannel(number: 3)
        let good = await viewModel.didChooseChannel(number: 2)

        #expect(bad == nil)
        #expect(good == .openPackages(MarketingSamples.seo))
        #expect(
            recorder.values.map(\.message) == [
                nil, "There is no channel 3; choose a number from 1 to 2.", nil,
            ])
    }

    @Test func didAskForReview_nothingSelected_isRefused_thenOffered() async throws {
        try await target("Keywords")
        let viewModel = ChannelsViewModel(session: session)
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        let refused = await viewModel.didAskForReview()
        await session.choose(MarketingSamples.package(MarketingSamples.seo, 0, price: 270))
        await viewModel.didAppear()
        let offered = await viewModel.didAskForReview()

        #expect(refused == nil)
        #expect(offered == .review)
        #expect(recorder.values.map(\.canReview) == [false, false, true])
        #expect(
            recorder.values.map(\.message) == [
                nil, "No package is selected yet; choose at least one package first.", nil,
            ])
    }

    @Test func didAppear_noTargets_explainsWhatToDo() async {
        let viewModel = ChannelsViewModel(session: session)

        await viewModel.didAppear()

        #expect(viewModel.state.value.rows.isEmpty)
        #expect(
            viewModel.state.value.message
                == "No channels are offered yet; go back and choose targeting options.")
    }
}
