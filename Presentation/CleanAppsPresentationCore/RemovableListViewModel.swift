/// The inputs and outputs of a list whose rows the user can remove (favourites).
@MainActor
public protocol RemovableListViewModelProtocol<Row>: LoadingViewModelProtocol
where Content == [Row] {
    /// One row of the list.
    associatedtype Row: Identifiable & Equatable & Sendable where Row.ID: Sendable
    /// A one-off message (a removal that could not be saved); nil when there is none.
    var message: ObservableValue<String?> { get }
    /// The user removed the row with `id`.
    func didRemove(id: Row.ID) async
}

/// A ``LoadingViewModel`` of rows that the user can remove: loads the rows with a closure,
/// removes one with another.
///
/// ``didAppear()`` behaves as ``LoadingViewModel/didAppear()``. ``didRemove(id:)`` calls
/// `remove`; when that succeeds, the row leaves the list and the message clears; when it
/// throws, the list stays as it is and ``message`` says why. A removal while the list is
/// not shown does nothing. Isolation: the main actor.
@MainActor
public final class RemovableListViewModel<Row: Identifiable & Equatable & Sendable>:
    RemovableListViewModelProtocol
where Row.ID: Sendable {
    /// Removes the row with the given identity where it is kept; throws when it cannot.
    public typealias Remove = @MainActor (Row.ID) async throws -> Void

    /// The display state, replayed to new observers.
    public var state: ObservableValue<ViewModelState<[Row]>> { loading.state }
    /// A one-off message, e.g. a removal that could not be saved; nil when there is none.
    public let message = ObservableValue<String?>(nil)
    private let loading: LoadingViewModel<[Row]>
    private let remove: Remove
    private let failureMessage: LoadingViewModel<[Row]>.FailureMessage

    /// A list that loads with `load`, removes with `remove` and explains the errors of both
    /// with `failureMessage`; nothing is loaded until ``didAppear()``.
    public init(
        load: @escaping LoadingViewModel<[Row]>.Load, remove: @escaping Remove,
        failureMessage: @escaping LoadingViewModel<[Row]>.FailureMessage
    ) {
        loading = LoadingViewModel(load: load, failureMessage: failureMessage)
        self.remove = remove
        self.failureMessage = failureMessage
    }

    /// See the protocol.
    public func didAppear() async {
        await loading.didAppear()
    }

    /// See the protocol.
    public func didRemove(id: Row.ID) async {
        guard case .success(var rows) = state.value else { return }
        do {
            try await remove(id)
            rows.removeAll { $0.id == id }
            message.value = nil
            state.value = .success(rows)
        } catch {
            message.value = failureMessage(error)
        }
    }
}
