import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct ReviewRepricingTests {
    let session = SelectionSession()
    let repository = MarketingRepositorySpy()

    func makeViewModel() -> ReviewViewModel {
        let compose = ComposeEmailUseCase(
            now: { Date(timeIntervalSince1970: 1_748_952_309) },
            timeZone: TimeZone(secondsFromGMT: 0)!)
        return ReviewViewModel(
            session: session, composeEmail: compose,
            exportEmail: ExportSelectionEmailUseCase(
                compose: compose, exporter: EmailDraftExporterSpy()),
            loadPackages: LoadPackagesUseCase(repository: repository))
    }

    @Test func didAppear_whenTheCatalogueChangedASavedPrice_repricesAndSaysSo() async {
        await session.choose(MarketingSamples.package(MarketingSamples.facebook, 1, price: 180))
        repository.onPackages { channel in
            Sourced(MarketingSamples.packages(channel, prices: [140, 200]), origin: .live)
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(viewModel.state.value.rows.map(\.price) == ["200.00 EUR/month"])
        #expect(
            viewModel.state.value.message
                == "Prices changed since the selection was saved: Facebook Package 2 now costs 200.00 EUR/month (saved at 180.00 EUR)."
        )
        #expect(await session.selection.items.first?.price == 200)
    }

    @Test func didAppear_whenPricesAreUnchanged_saysNothing() async {
        await session.choose(MarketingSamples.package(MarketingSamples.facebook, 0, price: 140))
        repository.onPackages { channel in
            Sourced(MarketingSamples.packages(channel, prices: [140, 200]), origin: .live)
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(viewModel.state.value.message == nil)
    }
}
