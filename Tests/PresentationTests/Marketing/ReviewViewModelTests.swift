import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct ReviewViewModelTests {
    let session = SelectionSession()
    let exporter = EmailDraftExporterSpy()
    let facebook = MarketingSamples.package(MarketingSamples.facebook, 0, price: 140)
    let seo = MarketingSamples.package(MarketingSamples.seo, 1, price: 320)
    let twitter = MarketingSamples.package(MarketingSamples.twitter, 0, price: 170, currency: "USD")

    func makeViewModel() -> ReviewViewModel {
        let compose = ComposeEmailUseCase(
            now: { Date(timeIntervalSince1970: 1_748_952_309) },
            timeZone: TimeZone(secondsFromGMT: 0)!)
        return ReviewViewModel(
            session: session, composeEmail: compose,
            exportEmail: ExportSelectionEmailUseCase(compose: compose, exporter: exporter))
    }

    func choose(_ packages: MarketingPackage...) async {
        for package in packages { await session.choose(package) }
    }

    @Test func didAppear_itemsInChosenOrderWithTotalsAndSummary() async {
        await choose(seo, facebook, twitter)
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        var expected = ReviewState()
        expected.rows = [
            ReviewRow(
                number: 1, name: "SEO Package 2", channel: "Channel: SEO",
                summary: "Monthly package for SEO",
                price: "320.00 EUR/month", details: ["Campaign setup", "Email support"]),
            ReviewRow(
                number: 2, name: "Facebook Package 1", channel: "Channel: Facebook",
                summary: "Monthly package for Facebook", price: "140.00 EUR/month",
                details: ["Campaign setup", "Email support"]),
            ReviewRow(
                number: 3, name: "Twitter Package 1", channel: "Channel: Twitter",
                summary: "Monthly package for Twitter", price: "170.00 USD/month",
                details: ["Campaign setup", "Email support"]),
        ]
        expected.total = "Total monthly cost: 460.00 EUR + 170.00 USD"
        expected.summary = "3 packages from 3 channels"
        expected.canSendEmail = true
        #expect(recorder.values == [ReviewState(), expected])
    }

    @Test func didRemoveItem_removesUntilEmpty() async {
        await choose(seo, facebook)
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didRemoveItem(number: 1)
        await viewModel.didRemoveItem(number: 5)
        await viewModel.didRemoveItem(number: 1)

        #expect(
            recorder.values.map { $0.rows.map(\.name) } == [
                ["SEO Package 2", "Facebook Package 1"], ["Facebook Package 1"],
                ["Facebook Package 1"], [],
            ])
        #expect(
            recorder.values.map(\.message) == [
                nil, "Removed SEO Package 2.", "There is no item 5; choose a number from 1 to 1.",
                "Removed Facebook Package 1.",
            ])
        #expect(recorder.values.map(\.total).last == "Total monthly cost: 0.00")
        #expect(
            recorder.values.last?.emptyText
                == "No packages selected. Go back and select some packages.")
        #expect(recorder.values.last?.canSendEmail == false)
        #expect(await session.selection.isEmpty)
    }

    @Test func didAskForEmailText_showsThePlainText() async throws {
        await choose(facebook)
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didAskForEmailText()

        let text = try #require(viewModel.state.value.emailText)
        #expect(text.hasPrefix("📊 Marketing Campaign Selection\n"))
        #expect(text.contains("Facebook Package 1 [Facebook]\n140.00 EUR/month\n"))
    }

    @Test func didAskToSaveEmail_validRecipient_reportsWhereItWent() async {
        await choose(facebook)
        exporter.succeed(with: "/data/marketing-selection.eml")
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didAskToSaveEmail(recipient: "team@example.com")

        #expect(
            viewModel.state.value.message == "Saved the e-mail to /data/marketing-selection.eml.")
        #expect(exporter.calls.map(\.recipient?.rawValue) == ["team@example.com"])
    }

    @Test func didAskToSaveEmail_injectedRecipientOrEmptySelection_isRefused() async {
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didAskToSaveEmail(recipient: nil)
        let empty = viewModel.state.value.message
        await choose(facebook)
        await viewModel.didAskToSaveEmail(recipient: "a@b.co\nBcc: c@d.co")

        #expect(empty == "No package is selected yet; choose at least one package first.")
        #expect(
            viewModel.state.value.message
                == "“a@b.co?Bcc: c@d.co” is not an e-mail address like name@example.com; check it and try again."
        )
        #expect(exporter.calls.isEmpty)
    }
}
