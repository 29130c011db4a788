import Synchronization

@testable import TerminalKit

/// A URL opener for tests: records the addresses it was asked to open, opens nothing.
///
/// Set `failure` to make every ``open(_:)`` throw it (after nothing was recorded).
final class RecordingURLOpener: URLOpener {
    private let state = Mutex<(opened: [WebAddress], failure: URLOpenError?)>(([], nil))

    init(failure: URLOpenError? = nil) {
        state.withLock { $0.failure = failure }
    }

    /// The addresses opened so far, in order.
    var openedAddresses: [String] { state.withLock { $0.opened.map(\.text) } }

    func open(_ address: WebAddress) throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.opened.append(address)
        }
    }
}
