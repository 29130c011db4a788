import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Testing

@MainActor
@Suite struct PartyViewModelsTests {
    private let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())

    @Test func partyDetails_didAppear_showsContactsSearchesAndMembers() async throws {
        let viewModel = LoadingViewModel.party(
            PartyID(rawValue: 1), loadDirectory: LoadDirectoryUseCase(repository: repository))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values.count == 3)
        let details = try #require(viewModel.state.value.content)
        #expect(details.name == "가나당")
        #expect(details.phones.map(\.telURI) == ["tel:021234567"])
        #expect(details.phones.map(\.smsURI) == [nil])
        #expect(details.email?.uri == "mailto:party@example.org")
        #expect(
            details.links.map(\.label) == ["홈페이지", "트위터", "다음에서 검색", "구글에서 검색", "네이버에서 검색"])
        #expect(details.links.compactMap(\.number) == [1, 2, 3, 4, 5])
        #expect(
            details.links[3].webURL == "https://www.google.com/search?q=%EA%B0%80%EB%82%98%EB%8B%B9"
        )
        #expect(details.members.map(\.name) == ["이순신", "홍길동"])
    }

    @Test func partyDetails_unknownParty_fails() async {
        let viewModel = LoadingViewModel.party(
            PartyID(rawValue: 9), loadDirectory: LoadDirectoryUseCase(repository: repository))

        await viewModel.didAppear()

        #expect(viewModel.state.value == .failure(DirectoryError.partyNotFound("9").message))
    }

    @Test func parties_didAppear_listsByNumberWithMemberCounts() async {
        let viewModel = LoadingViewModel.parties(
            loadDirectory: LoadDirectoryUseCase(repository: repository))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(
            recorder.values == [
                .idle, .loading,
                .success([
                    DirectoryPartyRow(id: PartyID(rawValue: 1), name: "가나당", memberCount: 2),
                    DirectoryPartyRow(id: PartyID(rawValue: 2), name: "다라당", memberCount: 1),
                ]),
            ])
    }
}
