import CleanAppsDataCore
import Dispatch
import Testing

@Suite struct NoticeBoardTests {
    @Test func drain_afterPosts_returnsThemInOrderAndEmpties() {
        let board = NoticeBoard()
        board.post("first")
        board.post("second")

        let drained = board.drain()

        #expect(drained == ["first", "second"])
        #expect(board.drain() == [])
    }

    @Test func post_identicalPendingMessage_isShownOnce() {
        let board = NoticeBoard()

        board.post("moved aside")
        board.post("other")
        board.post("moved aside")

        #expect(board.drain() == ["moved aside", "other"])
    }

    @Test func post_sameMessageAfterDrain_isShownAgain() {
        let board = NoticeBoard()
        board.post("again")
        _ = board.drain()

        board.post("again")

        #expect(board.drain() == ["again"])
    }

    @Test func post_fromManyThreads_keepsEveryMessage() {
        let board = NoticeBoard()

        DispatchQueue.concurrentPerform(iterations: 500) { index in
            board.post("message \(index % 250)")
        }

        #expect(Set(board.drain()) == Set((0..<250).map { "message \($0)" }))
    }
}
