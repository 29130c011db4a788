import CampaignsDomain
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsTestSupport

@testable import CampaignsScreens

/// The campaigns list over generated campaigns: campaign i's target is `i 007 грн.` and its
/// jar has collected `i 003 грн.`, so every amount on a row names its campaign.
extension ScreenInvariantSubject {
    static var campaigns: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "campaigns", figureKeys: amountKeys) { data, terminal in
            let repository = InMemoryCampaignsRepository(
                (0..<data.count).map { index in
                    CampaignFixtures.campaign(
                        id: index + 1, purpose: data.name(index),
                        target: Hryvnias(hryvnias: Int64(index * 1000 + 7)),
                        jarDetails: CampaignFixtures.jarDetails(
                            collected: Int64(index * 1000 + 3) * 100))
                })
            let viewModel = CampaignsListViewModel(
                listCampaigns: ListCampaignsUseCase(repository: repository),
                refreshProgress: RefreshJarProgressUseCase(
                    source: JarDetailsSourceStub([:]), repository: repository, clock: TestClock()))
            let screen = CampaignsListScreen(
                viewModel: viewModel, frame: frame(terminal), clock: TestClock())
            guard case .open(let campaign) = await screen.run() else { return nil }
            return ScreenInvariantTests.keys(in: campaign.purpose).first
        }
    }

    /// The item keys the amounts in a row's text encode (`i 007` and `i 003` are item i's).
    private static func amountKeys(_ block: String) -> [Int] {
        block.matches(of: /(\d{1,3}(?: \d{3})*) грн\./).map {
            let amount = Int($0.1.filter(\.isNumber))!
            return [3, 7].contains(amount % 1000) ? amount / 1000 : -1
        }
    }
}
