import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The member list's inputs and output.
@MainActor
public protocol DirectoryHomeViewModelProtocol: AnyObject {
    /// The list's state.
    var state: ObservableValue<DirectoryHomeState> { get }
    /// The screen appeared: (re)reads the stored directory, keeping mode, scope and search.
    func didAppear() async
    /// The user searched for `text` ("" shows everyone).
    func didSubmitSearch(_ text: String) async
    /// The user chose which fields the search looks at.
    func didSelectScope(_ scope: SearchScope) async
    /// The user chose how the list is grouped.
    func didSelectListMode(_ mode: DirectoryListMode) async
    /// The user toggled the favourite mark of a lawmaker.
    func didToggleFavorite(id: PersonID) async
}

/// Lists the lawmakers by initial consonant, party or region, filtered by a Korean-aware
/// search (plain text, initial consonants, partly typed syllables).
@MainActor
public final class DirectoryHomeViewModel: DirectoryHomeViewModelProtocol {
    /// What the view model needs from the outside.
    public struct Dependencies: Sendable {
        /// Reads the stored directory.
        public var loadDirectory: LoadDirectoryUseCase
        /// Flips a lawmaker's favourite mark.
        public var toggleFavorite: TogglePersonFavoriteUseCase
        /// The wall clock, for the "갱신 지연 중" (update delayed) check.
        public var now: Now

        /// Bundles the dependencies.
        public init(
            loadDirectory: LoadDirectoryUseCase, toggleFavorite: TogglePersonFavoriteUseCase,
            now: @escaping Now
        ) {
            self.loadDirectory = loadDirectory
            self.toggleFavorite = toggleFavorite
            self.now = now
        }
    }

    /// The display state, replayed to new observers.
    public let state = ObservableValue(DirectoryHomeState())
    private let dependencies: Dependencies
    private var directory: Directory?
    private var index = DirectorySearchIndex(persons: [])

    /// Creates the view model; nothing is read until ``didAppear()``.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// See the protocol.
    public func didAppear() async {
        var loading = state.value
        if loading.list.content == nil { loading.list = .loading }
        state.value = loading
        do {
            directory = try await dependencies.loadDirectory.execute()
            index = DirectorySearchIndex(
                persons: directory?.persons ?? [], parties: directory?.parties ?? [])
            publish()
        } catch {
            var failed = state.value
            failed.list = .failure(DirectoryChangeText.message(for: error))
            failed.emptyState = nil
            state.value = failed
        }
    }

    /// The user searched for `text` ("" shows everyone).
    public func didSubmitSearch(_ text: String) async {
        state.value.query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        publish()
    }

    /// The user chose which fields the search looks at.
    public func didSelectScope(_ scope: SearchScope) async {
        state.value.scope = scope
        publish()
    }

    /// The user chose how the list is grouped.
    public func didSelectListMode(_ mode: DirectoryListMode) async {
        state.value.mode = mode
        publish()
    }

    /// The user toggled the favourite mark of a lawmaker.
    public func didToggleFavorite(id: PersonID) async {
        do {
            let isFavorite = try await dependencies.toggleFavorite.execute(id)
            directory?.favoriteIDs.removeAll { $0 == id }
            if isFavorite { directory?.favoriteIDs.append(id) }
            publish()
        } catch {
            state.value.message = DirectoryChangeText.message(for: error)
        }
    }

    /// Recomputes the sections from the loaded directory and the current choices.
    private func publish() {
        var next = state.value
        next.message = nil
        guard let directory else {
            next.list = .success([])
            next.dataLine = nil
            next.sampleNote = nil
            next.emptyState = ["데이터 없음", "국회의원 정보가 여기에 표시됩니다"]
            state.value = next
            return
        }
        let now = dependencies.now()
        next.dataLine = DirectoryDataLine.text(directory.info, now: now)
        next.isUpdateDelayed = DirectoryDataLine.isDelayed(directory.info, now: now)
        next.sampleNote = directory.source.isBundled ? DirectoryDataLine.sampleNote : nil
        let found = index.search(next.query, scope: next.scope)
        let sections: [PersonSection]
        switch next.mode {
        case .name: sections = DirectorySections.byInitialConsonant(found)
        case .party: sections = DirectorySections.byParty(found, parties: directory.parties)
        case .region: sections = DirectorySections.byRegion(found)
        }
        next.list = .success(
            sections.map { section in
                DirectoryRowSection(
                    title: section.title,
                    rows: section.persons.map { DirectoryPersonRow($0, in: directory) })
            })
        if !found.isEmpty {
            next.emptyState = nil
        } else if directory.persons.isEmpty {
            next.emptyState = ["데이터 없음", "국회의원 정보가 여기에 표시됩니다"]
        } else {
            next.emptyState = ["검색 결과가 없습니다", "이름이나 지역구를 다시 확인해 주세요"]
        }
        state.value = next
    }
}
