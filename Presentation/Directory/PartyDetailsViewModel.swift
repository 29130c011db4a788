import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The party details screen's inputs and output.
@MainActor
public protocol PartyDetailsViewModelProtocol: AnyObject {
    /// The details, or why they cannot be shown.
    var state: ObservableValue<ViewModelState<PartyDetails>> { get }
    /// The screen appeared: (re)reads the party and its members from the store.
    func didAppear() async
}

/// Shows one party: phones, links, web searches and members.
@MainActor
public final class PartyDetailsViewModel: PartyDetailsViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<PartyDetails>.idle)
    private let id: PartyID
    private let loadDirectory: LoadDirectoryUseCase

    /// Creates the view model for the party `id`.
    public init(id: PartyID, loadDirectory: LoadDirectoryUseCase) {
        self.id = id
        self.loadDirectory = loadDirectory
    }

    /// See the protocol.
    public func didAppear() async {
        if state.value.content == nil { state.value = .loading }
        do {
            guard let directory = try await loadDirectory.execute(),
                let party = directory.party(id)
            else { throw DirectoryError.partyNotFound(id.description) }
            state.value = .success(PartyDetails(party, in: directory))
        } catch {
            state.value = .failure(DirectoryChangeText.message(for: error))
        }
    }
}
