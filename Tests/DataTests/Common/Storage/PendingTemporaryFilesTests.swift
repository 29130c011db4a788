import Foundation
import Mocks
import Testing

@testable import Data

/// What a Ctrl-C handler removes: the temporary files being written at that moment.
@Suite struct PendingTemporaryFilesTests {
    @Test func removeAll_whileAFileIsTracked_removesItAndOnlyIt() throws {
        let directory = try TemporaryDirectory()
        let pending = directory.appending("pending")
        try Data("half".utf8).write(to: pending)
        try Data("whole".utf8).write(to: directory.appending("other"))
        let files = PendingTemporaryFiles(capacity: 4)

        files.tracking(pending.path) { files.removeAll() }

        #expect(directory.names() == ["other"])
        #expect(files.count == 0)
    }

    @Test func removeAll_afterTracking_removesNothing() throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("store.json")
        let files = PendingTemporaryFiles(capacity: 4)

        files.tracking(file.path) {}
        try Data("{}".utf8).write(to: file)
        files.removeAll()

        #expect(directory.names() == ["store.json"])
    }

    @Test func tracking_moreFilesThanSlots_runsEveryBodyAndFreesEverySlot() {
        let files = PendingTemporaryFiles(capacity: 4)
        var ran = 0

        func nest(_ depth: Int) {
            guard depth > 0 else { return }
            files.tracking("/nonexistent/\(depth)") {
                ran += 1
                if depth == 1 { #expect(files.count == 4) }
                nest(depth - 1)
            }
        }
        nest(6)

        #expect(ran == 6)
        #expect(files.count == 0)
    }
}
