import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Testing

@MainActor
@Suite struct PersonDetailsViewModelTests {
    private func makeViewModel(
        _ id: String, repository: InMemoryDirectoryRepository
    ) -> PersonDetailsViewModel {
        PersonDetailsViewModel(
            id: PersonID(rawValue: id), loadDirectory: LoadDirectoryUseCase(repository: repository),
            toggleFavorite: TogglePersonFavoriteUseCase(repository: repository))
    }

    @Test func didAppear_showsProfileCommitteesPhonesMessagesLinksAndShareText() async throws {
        let viewModel = makeViewModel(
            "홍길동",
            repository: InMemoryDirectoryRepository(directory: DirectorySamples.directory()))
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values.count == 3)
        let details = try #require(viewModel.state.value.content)
        #expect(details.title == "홍길동 의원")
        #expect(details.partyName == "가나당")
        #expect(details.committees == ["교육위원회"])
        #expect(details.phones.map(\.label) == ["휴대폰", "국회 사무실1", "국회 사무실2"])
        #expect(
            details.phones.map(\.telURI) == ["tel:01012345678", "tel:027842747", "tel:027842748"])
        #expect(details.phones.map(\.smsURI) == ["sms:01012345678", nil, nil])
        #expect(
            details.messages == [
                DirectoryMessageRow(
                    label: "이메일", value: "hong@example.org", uri: "mailto:hong@example.org"),
                DirectoryMessageRow(label: "휴대폰", value: "010-1234-5678", uri: "sms:01012345678"),
            ])
        #expect(details.links.map(\.label) == ["홈페이지", "블로그", "트위터"])
        #expect(details.links.map(\.number) == [1, nil, 2])
        #expect(
            details.links.map(\.webURL) == [
                "https://hong.example.org", nil, "https://twitter.com/hong",
            ])
        #expect(details.links.last?.appURL == "twitter://user?screen_name=hong")
        #expect(
            details.shareText
                == "홍길동 (가나당)\n서울 종로구 - 국회의원\n이메일: hong@example.org\n전화: 010-1234-5678")
        #expect(details.isFavorite == false)
    }

    @Test func didAppear_noParty_saysNoAffiliationAndHasNoSMS() async throws {
        let viewModel = makeViewModel(
            "강감찬",
            repository: InMemoryDirectoryRepository(directory: DirectorySamples.directory()))

        await viewModel.didAppear()

        let details = try #require(viewModel.state.value.content)
        #expect(details.partyName == "소속 없음")
        #expect(details.partyID == nil)
        #expect(details.messages.isEmpty)
    }

    @Test func didToggleFavorite_twice_storesAndClears() async {
        let repository = InMemoryDirectoryRepository(directory: DirectorySamples.directory())
        let viewModel = makeViewModel("김철수", repository: repository)
        await viewModel.didAppear()

        await viewModel.didToggleFavorite()
        let first = viewModel.state.value.content?.isFavorite
        let stored = await repository.directory?.favoriteIDs
        await viewModel.didToggleFavorite()

        #expect(first == true)
        #expect(stored == [PersonID(rawValue: "김철수")])
        #expect(viewModel.state.value.content?.isFavorite == false)
        #expect(await repository.directory?.favoriteIDs == [])
    }

    @Test func didAppear_unknownPerson_failsWithNotFound() async {
        let viewModel = makeViewModel(
            "아무개",
            repository: InMemoryDirectoryRepository(directory: DirectorySamples.directory()))

        await viewModel.didAppear()

        #expect(viewModel.state.value == .failure(DirectoryError.personNotFound("아무개").message))
    }
}
