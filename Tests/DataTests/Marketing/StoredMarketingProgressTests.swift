import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct StoredMarketingProgressTests {
    static let now = Date(timeIntervalSince1970: 1_748_952_309)

    func makeStore(_ directory: TemporaryDirectory, notices: NoticeBoard = NoticeBoard())
        -> StoredMarketingProgress
    {
        StoredMarketingProgress(directory: directory.url, notices: notices, now: { Self.now })
    }

    func sampleProgress() throws -> MarketingProgress {
        MarketingProgress(
            targetNames: ["Location", "Keywords"],
            selection: try Selection([
                MarketingSamples.package(MarketingSamples.seo, 1, price: 320),
                MarketingSamples.package(MarketingSamples.facebook, 0, price: 140),
            ]))
    }

    @Test func load_withoutFile_isEmptyAndSilent() throws {
        let directory = try TemporaryDirectory()
        let notices = NoticeBoard()

        let progress = makeStore(directory, notices: notices).load()

        #expect(progress == MarketingProgress())
        #expect(notices.drain().isEmpty)
        #expect(directory.names().isEmpty)
    }

    @Test func save_thenLoadInAnotherInstance_restoresTheSameProgress() throws {
        let directory = try TemporaryDirectory()
        let progress = try sampleProgress()

        makeStore(directory).save(progress)
        let restored = makeStore(directory).load()

        #expect(restored == progress)
        #expect(directory.names().contains(StoredMarketingProgress.fileName))
    }

    @Test func session_savesEveryChange_soANewSessionResumesIt() async throws {
        let directory = try TemporaryDirectory()
        let store = makeStore(directory)
        let session = SelectionSession(progress: store.load()) { store.save($0) }
        let facebookOne = MarketingSamples.package(MarketingSamples.facebook, 0, price: 140)

        await session.retarget(
            [MarketingSamples.targets[0]], offering: MarketingSamples.targets[0].channels)
        await session.choose(facebookOne)
        let resumed = SelectionSession(progress: makeStore(directory).load())

        #expect(await resumed.progress.targetNames == ["Location"])
        #expect(await resumed.selection.items == [facebookOne])
    }

    static let damagedFiles = [
        "{ not json",
        #"{"document":{"version":1,"targets":[],"packages":[{"channel_id":"../../etc","#
            + #""channel_name":"X","index":0,"price":"1","currency":"EUR","details":[]}]},"#
            + #""savedAt":"2025-06-03T12:05:09Z","schemaVersion":1}"#,
        #"{"document":{"version":1,"targets":[],"packages":[{"channel_id":"0af1bfee844a7003cec5","#
            + #""channel_name":"Facebook","index":0,"price":"12abc","currency":"EUR","details":[]}]},"#
            + #""savedAt":"2025-06-03T12:05:09Z","schemaVersion":1}"#,
        #"{"document":{"version":2,"targets":[],"packages":[]},"#
            + #""savedAt":"2025-06-03T12:05:09Z","schemaVersion":1}"#,
    ]

    @Test(arguments: damagedFiles)
    func load_damagedOrInvalidFile_movesItAsideWithANoticeAndStartsEmpty(content: String)
        throws
    {
        let directory = try TemporaryDirectory()
        let file = directory.appending(StoredMarketingProgress.fileName)
        try Data(content.utf8).write(to: file)
        let notices = NoticeBoard()

        let progress = makeStore(directory, notices: notices).load()

        #expect(progress == MarketingProgress())
        let aside = directory.names().filter { $0.hasPrefix("marketing-selection.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(try String(contentsOf: directory.appending(aside[0]), encoding: .utf8) == content)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(notices.drain().count == 1)
    }

    @Test func save_whereTheFolderIsAFile_postsOneNoticeAndDoesNotThrow() throws {
        let directory = try TemporaryDirectory()
        let notAFolder = directory.appending("not-a-folder")
        try Data("x".utf8).write(to: notAFolder)
        let notices = NoticeBoard()
        let store = StoredMarketingProgress(directory: notAFolder, notices: notices)

        store.save(try sampleProgress())
        store.save(try sampleProgress())

        let posted = notices.drain()
        #expect(posted.count == 1)
        #expect(posted.first?.hasPrefix("The Marketing selection is not kept between runs") == true)
    }
}
