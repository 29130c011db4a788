import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The committee details screen's inputs and output.
@MainActor
public protocol CommitteeDetailsViewModelProtocol: AnyObject {
    /// The details, or why they cannot be shown.
    var state: ObservableValue<ViewModelState<CommitteeDetails>> { get }
    /// The screen appeared: (re)reads the committee and its members from the store.
    func didAppear() async
}

/// Shows one committee or bill: its detail, website and members with their phones.
@MainActor
public final class CommitteeDetailsViewModel: CommitteeDetailsViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<CommitteeDetails>.idle)
    private let id: CommitteeID
    private let loadDirectory: LoadDirectoryUseCase

    /// Creates the view model for the committee `id`.
    public init(id: CommitteeID, loadDirectory: LoadDirectoryUseCase) {
        self.id = id
        self.loadDirectory = loadDirectory
    }

    /// See the protocol.
    public func didAppear() async {
        if state.value.content == nil { state.value = .loading }
        do {
            guard let directory = try await loadDirectory.execute(),
                let committee = directory.committee(id)
            else { throw DirectoryError.committeeNotFound(id.description) }
            state.value = .success(CommitteeDetails(committee, in: directory))
        } catch {
            state.value = .failure(DirectoryChangeText.message(for: error))
        }
    }
}
