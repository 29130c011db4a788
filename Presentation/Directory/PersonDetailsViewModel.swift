import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The person details screen's inputs and output.
@MainActor
public protocol PersonDetailsViewModelProtocol: AnyObject {
    /// The details, or why they cannot be shown.
    var state: ObservableValue<ViewModelState<PersonDetails>> { get }
    /// A one-off message (a favourite that could not be saved).
    var message: ObservableValue<String?> { get }
    /// The screen appeared: (re)reads the lawmaker from the store.
    func didAppear() async
    /// The user toggled the favourite star.
    func didToggleFavorite() async
}

/// Shows one lawmaker: party, district, committees, phones, messages, links, share text.
@MainActor
public final class PersonDetailsViewModel: PersonDetailsViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<PersonDetails>.idle)
    /// A one-off message, e.g. a favourite that could not be saved; nil when there is none.
    public let message = ObservableValue<String?>(nil)
    private let id: PersonID
    private let loadDirectory: LoadDirectoryUseCase
    private let toggleFavorite: TogglePersonFavoriteUseCase

    /// Creates the view model for the lawmaker `id`.
    public init(
        id: PersonID, loadDirectory: LoadDirectoryUseCase,
        toggleFavorite: TogglePersonFavoriteUseCase
    ) {
        self.id = id
        self.loadDirectory = loadDirectory
        self.toggleFavorite = toggleFavorite
    }

    /// See the protocol.
    public func didAppear() async {
        if state.value.content == nil { state.value = .loading }
        do {
            guard let directory = try await loadDirectory.execute(),
                let person = directory.person(id)
            else { throw DirectoryError.personNotFound(id.rawValue) }
            state.value = .success(PersonDetails(person, in: directory))
        } catch {
            state.value = .failure(DirectoryChangeText.message(for: error))
        }
    }

    /// The user toggled the favourite star.
    public func didToggleFavorite() async {
        guard case .success(var details) = state.value else { return }
        do {
            details.isFavorite = try await toggleFavorite.execute(id)
            message.value = nil
            state.value = .success(details)
        } catch {
            message.value = DirectoryChangeText.message(for: error)
        }
    }
}
