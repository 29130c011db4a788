import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import Testing

@MainActor
@Suite struct DirectoryHomeViewModelTests {
    /// 2021-05-01: five weeks after the sample's update date.
    static let now = Date(timeIntervalSince1970: 1_619_827_200)

    private func makeViewModel(
        _ repository: InMemoryDirectoryRepository, now: Date = now
    ) -> DirectoryHomeViewModel {
        DirectoryHomeViewModel(
            dependencies: .init(
                loadDirectory: LoadDirectoryUseCase(repository: repository),
                toggleFavorite: TogglePersonFavoriteUseCase(repository: repository),
                now: { now }))
    }

    private func titles(_ state: DirectoryHomeState) -> [String] {
        state.list.content?.map(\.title) ?? []
    }

    private func names(_ state: DirectoryHomeState) -> [String] { state.rows.map(\.name) }

    @Test func didAppear_groupsByInitialConsonant() async {
        let viewModel = makeViewModel(
            InMemoryDirectoryRepository(directory: DirectorySamples.directory()))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values.map(\.list).prefix(2) == [.idle, .loading])
        #expect(recorder.values.count == 3)
        let state = viewModel.state.value
        #expect(titles(state) == ["ㄱ", "ㅇ", "ㅎ"])
        #expect(names(state) == ["강감찬", "김철수", "이순신", "홍길동"])
        #expect(state.rows.first?.party == "소속 없음")
        #expect(state.dataLine == "자료 1.2.0 · 마지막 업데이트: 2021.03.27")
        #expect(state.isUpdateDelayed == false)
        #expect(state.emptyState == nil)
    }

    @Test func didAppear_oldData_saysUpdateDelayed() async {
        let later = Self.now.addingTimeInterval(200 * 86_400)
        let viewModel = makeViewModel(
            InMemoryDirectoryRepository(directory: DirectorySamples.directory()), now: later)

        await viewModel.didAppear()

        #expect(viewModel.state.value.dataLine?.hasSuffix("2021.03.27 (갱신 지연 중)") == true)
        #expect(viewModel.state.value.isUpdateDelayed)
    }

    @Test func didSubmitSearch_initialConsonantsAndPartlyTypedAndPlain() async {
        let viewModel = makeViewModel(
            InMemoryDirectoryRepository(directory: DirectorySamples.directory()))
        await viewModel.didAppear()

        await viewModel.didSubmitSearch("ㅎㄱㄷ")
        let consonants = names(viewModel.state.value)
        await viewModel.didSubmitSearch("홍기")
        let partly = names(viewModel.state.value)
        await viewModel.didSubmitSearch(" 종로 ")
        let plain = viewModel.state.value

        #expect(consonants == ["홍길동"])
        #expect(partly == ["홍길동"])
        #expect(names(plain) == ["홍길동"])
        #expect(plain.query == "종로")
    }

    @Test func didSelectScope_nameOnly_doesNotMatchDistricts() async {
        let viewModel = makeViewModel(
            InMemoryDirectoryRepository(directory: DirectorySamples.directory()))
        await viewModel.didAppear()
        await viewModel.didSubmitSearch("부산")

        await viewModel.didSelectScope(.name)

        #expect(viewModel.state.value.rows.isEmpty)
        #expect(
            viewModel.state.value.emptyState == ["검색 결과가 없습니다", "이름이나 지역구를 다시 확인해 주세요"])
    }

    @Test func didSelectListMode_partyAndRegion_makeTheirSections() async {
        let viewModel = makeViewModel(
            InMemoryDirectoryRepository(directory: DirectorySamples.directory()))
        await viewModel.didAppear()

        await viewModel.didSelectListMode(.party)
        let byParty = viewModel.state.value
        await viewModel.didSelectListMode(.region)
        let byRegion = viewModel.state.value

        #expect(titles(byParty) == ["가나당", "다라당", "소속 없음"])
        #expect(names(byParty) == ["이순신", "홍길동", "김철수", "강감찬"])
        #expect(titles(byRegion) == ["서울", "경기", "부산", "비례대표"])
    }

    @Test func didToggleFavorite_marksTheRowAndStoresIt() async {
        let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())
        let viewModel = makeViewModel(repository)
        await viewModel.didAppear()

        await viewModel.didToggleFavorite(id: PersonID(rawValue: "이순신"))

        #expect(viewModel.state.value.rows.filter(\.isFavorite).map(\.name) == ["이순신"])
        #expect(await repository.directory?.favoriteIDs == [PersonID(rawValue: "이순신")])
    }

    @Test func didToggleFavorite_storeFails_showsMessageAndKeepsRows() async {
        let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())
        let viewModel = makeViewModel(repository)
        await viewModel.didAppear()
        await repository.failEveryCall(with: .storeFailure("disk full"))

        await viewModel.didToggleFavorite(id: PersonID(rawValue: "이순신"))

        #expect(viewModel.state.value.message == DirectoryError.storeFailure("disk full").message)
        #expect(viewModel.state.value.rows.count == 4)
    }

    @Test func didAppear_nothingStored_showsNoDataState() async {
        let viewModel = makeViewModel(InMemoryDirectoryRepository())

        await viewModel.didAppear()

        #expect(viewModel.state.value.list == .success([]))
        #expect(viewModel.state.value.emptyState == ["데이터 없음", "국회의원 정보가 여기에 표시됩니다"])
    }

    @Test func didAppear_storeFails_showsFailure() async {
        let repository = InMemoryDirectoryRepository()
        await repository.failEveryCall(with: .storeFailure("unreadable"))
        let viewModel = makeViewModel(repository)

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.list
                == .failure(DirectoryError.storeFailure("unreadable").message))
    }
}
