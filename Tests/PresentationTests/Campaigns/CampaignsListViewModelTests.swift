import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Testing

@MainActor
@Suite struct CampaignsListViewModelTests {
    private func makeViewModel(
        _ campaigns: [Campaign], jars: [String: Result<JarDetails, CampaignsError>] = [:],
        failing: Bool = false
    ) -> CampaignsListViewModel {
        let repository = InMemoryCampaignsRepository(campaigns, failing: failing)
        return CampaignsListViewModel(
            listCampaigns: ListCampaignsUseCase(repository: repository),
            refreshProgress: RefreshJarProgressUseCase(
                source: JarDetailsSourceStub(jars), repository: repository, clock: TestClock()))
    }

    @Test func didAppear_noCampaigns_showsEmptyState() async {
        let viewModel = makeViewModel([])
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                CampaignsListState(), CampaignsListState(rows: .loading),
                CampaignsListState(rows: .success([])),
            ])
        #expect(viewModel.state.value.isEmpty)
    }

    @Test func didLoad_withJars_showsRowsWithoutAskingMonobank() async {
        let withJar = CampaignFixtures.campaign(
            id: 1, target: Hryvnias(hryvnias: 1_000), jarLink: CampaignFixtures.monobankLink("a"))
        let viewModel = makeViewModel([withJar])
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didLoad()

        #expect(
            recorder.values == [
                CampaignsListState(), CampaignsListState(rows: .loading),
                CampaignsListState(rows: .success([CampaignRow(campaign: withJar, status: nil)])),
            ])
    }

    @Test func didAppear_withJars_showsRowsThenFreshProgress() async {
        let withJar = CampaignFixtures.campaign(
            id: 1, target: Hryvnias(hryvnias: 1_000), jarLink: CampaignFixtures.monobankLink("a"))
        let withoutJar = CampaignFixtures.campaign(id: 2, target: nil)
        let details = CampaignFixtures.jarDetails(collected: 62_550)
        let viewModel = makeViewModel([withJar, withoutJar], jars: ["a": .success(details)])
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        var refreshed = withJar
        refreshed.jarDetails = details
        let firstRows = [
            CampaignRow(campaign: withJar, status: nil),
            CampaignRow(campaign: withoutJar, status: nil),
        ]
        let finalRows = [
            CampaignRow(campaign: refreshed, status: .fresh(details)),
            CampaignRow(campaign: withoutJar, status: .noJar),
        ]
        #expect(
            recorder.values == [
                CampaignsListState(), CampaignsListState(rows: .loading),
                CampaignsListState(rows: .success(firstRows)),
                CampaignsListState(rows: .success(firstRows), isRefreshingProgress: true),
                CampaignsListState(rows: .success(finalRows)),
            ])
        #expect(finalRows[0].percentText == "62%")
        #expect(finalRows[0].collectedText == "625,50 грн.")
        #expect(finalRows[1].targetText == "no target")
    }

    @Test func didAppear_failingJar_keepsLastValueMarkedStale() async {
        let known = CampaignFixtures.jarDetails(collected: 10_000)
        let campaign = CampaignFixtures.campaign(
            target: Hryvnias(hryvnias: 1_000), jarLink: CampaignFixtures.monobankLink("a"),
            jarDetails: known)
        let viewModel = makeViewModel([campaign], jars: ["a": .failure(.offline)])

        await viewModel.didAppear()

        let row = viewModel.state.value.rows.content?.first
        #expect(row?.isStale == true)
        #expect(row?.collectedText == "100 грн.")
        #expect(
            row?.progressNote == "Progress may be out of date. \(CampaignsError.offline.message)")
    }

    @Test func didAppear_failingStorage_showsMessage() async {
        let viewModel = makeViewModel([], failing: true)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.last
                == CampaignsListState(rows: .failure(CampaignsError.storageFailed().message)))
    }

    @Test func didSelectCampaign_givesOutcomeForValidIndexOnly() async {
        let campaign = CampaignFixtures.campaign()
        let viewModel = makeViewModel([campaign])
        await viewModel.didAppear()

        #expect(viewModel.didSelectCampaign(at: 0) == .openCampaign(campaign))
        #expect(viewModel.didSelectCampaign(at: 1) == nil)
        #expect(viewModel.didSelectCampaign(at: -1) == nil)
        #expect(viewModel.didTapCreate() == .createCampaign)
    }

    @Test func viewModel_released_isNotLeaked() async {
        weak var weakViewModel: CampaignsListViewModel?
        do {
            let viewModel = makeViewModel([CampaignFixtures.campaign()])
            weakViewModel = viewModel
            await viewModel.didAppear()
        }

        #expect(weakViewModel == nil)
    }
}
