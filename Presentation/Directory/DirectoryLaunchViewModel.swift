import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// What the launch step shows: nothing while versions are compared, a progress bar while a
/// workbook loads, then what changed, or why it failed.
public enum DirectoryLaunchState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Comparing the bundled version with the stored one (quick; nothing to draw).
    case checking
    /// Loading or syncing the bundled workbook, `percent` done (0…100).
    case loading(percent: Int)
    /// Done; `messages` tell what changed (empty when nothing had to change).
    case ready(messages: [String])
    /// Done, with the stored directory kept: the bundled update was not applied because it
    /// removes too much, and `messages` say what it would remove. Resetting the directory
    /// applies it; the app says how.
    case deferred(messages: [String])
    /// The check or the load failed; the stored data, if any, is unchanged.
    case failure(String)
}

/// The launch step's inputs and output.
@MainActor
public protocol DirectoryLaunchViewModelProtocol: AnyObject {
    /// The launch step's state.
    var state: ObservableValue<DirectoryLaunchState> { get }
    /// The directory was opened (or the user chose to retry): runs the launch check.
    func didAppear() async
}

/// Runs the launch check: first run loads the bundled workbook, a newer bundled workbook is
/// synced, anything else is left alone without parsing the workbook.
@MainActor
public final class DirectoryLaunchViewModel: DirectoryLaunchViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(DirectoryLaunchState.idle)
    private let launchSync: any LaunchSyncUseCaseProtocol

    /// Creates the view model over the launch use case.
    public init(launchSync: any LaunchSyncUseCaseProtocol) {
        self.launchSync = launchSync
    }

    /// See the protocol.
    public func didAppear() async {
        state.value = .checking
        do {
            let outcome = try await launchSync.execute { [weak self] fraction in
                await self?.didProgress(fraction)
            }
            switch outcome {
            case .loaded(let summary):
                state.value = .ready(
                    messages: DirectoryChangeText.lines(summary, isFirstLoad: true))
            case .synced(let summary):
                state.value = .ready(
                    messages: DirectoryChangeText.lines(summary, isFirstLoad: false))
            case .upToDate:
                state.value = .ready(messages: [])
            case .deferred(let summary):
                state.value = .deferred(messages: DirectoryChangeText.deferredLines(summary))
            }
        } catch {
            state.value = .failure(DirectoryChangeText.message(for: error))
        }
    }

    private func didProgress(_ fraction: Double) {
        switch state.value {
        case .checking, .loading:
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            state.value = .loading(percent: Int((clamped * 100).rounded(.down)))
        default:
            break
        }
    }
}
