import Foundation
import Synchronization
import Testing

@testable import CleanAppsDataCore

/// How Ctrl-C waits for a temporary file being written: the handler ends the process at once
/// only when nothing is written; else the write, once done, ends it.
@Suite struct PendingTemporaryFilesTests {
    /// A table whose `finish` counts its calls instead of ending the process.
    private final class Fixture: Sendable {
        let files = PendingTemporaryFiles(capacity: 4)
        private let finished = Mutex(0)

        init() {
            files.setFinish { [weak self] in self?.finished.withLock { $0 += 1 } }
        }

        var finishCount: Int { finished.withLock { $0 } }
    }

    @Test func interruptUnlessWriting_nothingWritten_endsNow() {
        let fixture = Fixture()

        let endsNow = fixture.files.interruptUnlessWriting()

        #expect(endsNow)
        #expect(fixture.finishCount == 0)
    }

    @Test func interruptUnlessWriting_duringAWrite_waitsAndTheWriteFinishes() {
        let fixture = Fixture()
        var endsNow = true
        var finishedDuringWrite = -1

        fixture.files.tracking("/tmp/x") {
            endsNow = fixture.files.interruptUnlessWriting()
            finishedDuringWrite = fixture.finishCount
        }

        #expect(!endsNow)
        #expect(finishedDuringWrite == 0)
        #expect(fixture.finishCount == 1)
    }

    @Test func tracking_afterAnInterrupt_finishesBeforeTheBody() {
        let fixture = Fixture()
        _ = fixture.files.interruptUnlessWriting()
        var finishedBeforeBody = -1

        fixture.files.tracking("/tmp/x") { finishedBeforeBody = fixture.finishCount }

        #expect(finishedBeforeBody == 1)
    }

    @Test func tracking_moreFilesThanSlots_runsEveryBodyAndFreesEverySlot() {
        let fixture = Fixture()
        var ran = 0

        func nest(_ depth: Int) {
            guard depth > 0 else { return }
            fixture.files.tracking("/nonexistent/\(depth)") {
                ran += 1
                if depth == 1 { #expect(fixture.files.count == 4) }
                nest(depth - 1)
            }
        }
        nest(6)

        #expect(ran == 6)
        #expect(fixture.files.count == 0)
        #expect(fixture.finishCount == 0)
    }
}
