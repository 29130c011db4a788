import Synchronization

/// The shared strings a workbook has read so far, kept across sheet requests.
final class XLSXSharedStringsCache: Sendable {
    private struct State {
        var strings: [String] = []
        var isComplete = false
    }

    private let state = Mutex(State())

    /// True once every string of the part has been read.
    var isComplete: Bool { state.withLock { $0.isComplete } }

    /// The cached strings when there are at least `count` of them, or all there are.
    func strings(atLeast count: Int) -> [String]? {
        state.withLock { $0.strings.count >= count || $0.isComplete ? $0.strings : nil }
    }

    /// Lets go of every cached string.
    func forget() {
        state.withLock { $0 = State() }
    }

    /// Keeps `strings` when they are more than what is cached.
    func store(_ strings: [String], isComplete: Bool) {
        state.withLock { state in
            if strings.count > state.strings.count { state.strings = strings }
            state.isComplete = state.isComplete || isComplete
        }
    }
}
