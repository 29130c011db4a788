import CleanAppsCore
import DirectoryDomain
import Synchronization
import Testing

/// A workbook source whose answers a test sets; an unset answer records an issue and throws.
/// Counts calls, so tests can prove a workbook was (not) parsed.
public final class DirectoryWorkbookSourceSpy: DirectoryWorkbookSource, Sendable {
    private struct State {
        var version: (@Sendable () throws -> SemanticVersion)?
        var read: (@Sendable () throws -> DirectoryWorkbook)?
        var versionCalls = 0
        var readCalls = 0
    }

    private let state = Mutex(State())

    /// Creates a spy with no answers set.
    public init() {}

    /// A spy answering with `workbook` and its version.
    public convenience init(workbook: DirectoryWorkbook) {
        self.init()
        setVersion { workbook.info.version }
        setRead { workbook }
    }

    /// Sets the answer of ``version()``.
    public func setVersion(_ answer: @escaping @Sendable () throws -> SemanticVersion) {
        state.withLock { $0.version = answer }
    }

    /// Sets the answer of ``read()``.
    public func setRead(_ answer: @escaping @Sendable () throws -> DirectoryWorkbook) {
        state.withLock { $0.read = answer }
    }

    /// How many times ``version()`` ran.
    public var versionCalls: Int { state.withLock { $0.versionCalls } }

    /// How many times ``read()`` ran (each one a full parse in the real source).
    public var readCalls: Int { state.withLock { $0.readCalls } }

    /// The version the test set; unset, it fails the test.
    public func version() async throws -> SemanticVersion {
        let answer = state.withLock { state in
            state.versionCalls += 1
            return state.version
        }
        guard let answer else {
            Issue.record("DirectoryWorkbookSourceSpy.version() was called but not set")
            throw DirectoryError.unreadableWorkbook("unimplemented")
        }
        return try answer()
    }

    /// The workbook the test set; unset, it fails the test.
    public func read() async throws -> DirectoryWorkbook {
        let answer = state.withLock { state in
            state.readCalls += 1
            return state.read
        }
        guard let answer else {
            Issue.record("DirectoryWorkbookSourceSpy.read() was called but not set")
            throw DirectoryError.unreadableWorkbook("unimplemented")
        }
        return try answer()
    }
}
