import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain

// NB: the directory's lists and details only show what they load, so each is a
// `LoadingViewModel` (or, for the favourites, a `RemovableListViewModel`) made here; the
// only difference between them is what they load.

extension LoadingViewModel where Content == [DirectoryCommitteeRow] {
    /// The committees, then the bills, by identity, with their member counts; an empty
    /// list before a workbook is imported.
    public static func committees(loadDirectory: LoadDirectoryUseCase) -> LoadingViewModel {
        LoadingViewModel(
            load: { try await loadDirectory.execute().map(DirectoryCommitteeRow.rows) ?? [] },
            failureMessage: DirectoryChangeText.message(for:))
    }
}

extension LoadingViewModel where Content == [DirectoryPartyRow] {
    /// The parties by number with their member counts; an empty list before a workbook is
    /// imported.
    public static func parties(loadDirectory: LoadDirectoryUseCase) -> LoadingViewModel {
        LoadingViewModel(
            load: { try await loadDirectory.execute().map(DirectoryPartyRow.rows) ?? [] },
            failureMessage: DirectoryChangeText.message(for:))
    }
}

extension LoadingViewModel where Content == CommitteeDetails {
    /// One committee or bill: its detail, website and members with their phones; fails with
    /// ``DirectoryDomain/DirectoryError/committeeNotFound(_:)`` when there is no `id`.
    public static func committee(_ id: CommitteeID, loadDirectory: LoadDirectoryUseCase)
        -> LoadingViewModel
    {
        LoadingViewModel(
            load: {
                guard let directory = try await loadDirectory.execute(),
                    let committee = directory.committee(id)
                else { throw DirectoryError.committeeNotFound(id.description) }
                return CommitteeDetails(committee, in: directory)
            }, failureMessage: DirectoryChangeText.message(for:))
    }
}

extension LoadingViewModel where Content == PartyDetails {
    /// One party: phones, links, web searches and members; fails with
    /// ``DirectoryDomain/DirectoryError/partyNotFound(_:)`` when there is no `id`.
    public static func party(_ id: PartyID, loadDirectory: LoadDirectoryUseCase)
        -> LoadingViewModel
    {
        LoadingViewModel(
            load: {
                guard let directory = try await loadDirectory.execute(),
                    let party = directory.party(id)
                else { throw DirectoryError.partyNotFound(id.description) }
                return PartyDetails(party, in: directory)
            }, failureMessage: DirectoryChangeText.message(for:))
    }
}

extension RemovableListViewModel where Row == DirectoryPersonRow {
    /// The favourite lawmakers, oldest first; removing one unmarks it in the store.
    public static func favoritePersons(
        loadDirectory: LoadDirectoryUseCase, setFavorite: SetPersonFavoriteUseCase
    ) -> RemovableListViewModel {
        RemovableListViewModel(
            load: {
                try await loadDirectory.execute().map { directory in
                    directory.favorites.map { DirectoryPersonRow($0, in: directory) }
                } ?? []
            },
            remove: { try await setFavorite.execute(false, for: $0) },
            failureMessage: DirectoryChangeText.message(for:))
    }
}
