import CleanAppsTestSupport
import Foundation
import GiveawaysTestSupport
import Synchronization
import Testing

@testable import TextCommands

/// `giveaways new` against the loopback stub of GamerPower: what it lists and records, run
/// after run, and that the bundled snapshot (the fallback when GamerPower cannot be reached
/// and nothing is saved) is never recorded.
@MainActor
@Suite struct GiveawaysNewCommandTests {
    /// What the stub lists, changed between runs; nil: GamerPower is down (HTTP 500).
    final class Feed: Sendable {
        private let list = Mutex<Foundation.Data?>(GiveawaysHarness.snapshotList)

        var value: Foundation.Data? {
            get { list.withLock { $0 } }
            set { list.withLock { $0 = newValue } }
        }
    }

    private let feed = Feed()
    private let harness: GiveawaysHarness

    init() throws {
        let feed = self.feed
        harness = try GiveawaysHarness(handler: GiveawaysHarness.listAPI { feed.value })
    }

    @Test func firstRun_recordsAndSaysSo_thenNothingIsNew() async throws {
        let (first, firstCode) = await harness.run(["giveaways", "new"])
        let (second, secondCode) = await harness.run(["giveaways", "new", "--json"])

        #expect(firstCode == .noneSelected)
        #expect(first.output.isEmpty)
        #expect(first.errorOutput.contains("first run in this data folder"), "\(first.errorOutput)")
        #expect(secondCode == .noneSelected)
        let items = try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [Any]
        #expect(items?.isEmpty == true, "\(second.output)")
        #expect(!second.errorOutput.contains("first run"))
    }

    @Test func platformFilter_recordsOnlyWhatItListed_theRestIsNewLater() async throws {
        let (steamOnly, _) = await harness.run(["giveaways", "list", "--platform", "steam"])
        let (all, _) = await harness.run(["giveaways", "list"])

        _ = await harness.run(["giveaways", "new", "--platform", "steam"])
        let (text, code) = await harness.run(["giveaways", "new"])
        let (again, againCode) = await harness.run([
            "giveaways", "new", "--platform", "steam",
        ])

        #expect(code == .ok)
        let steamIDs = Self.ids(steamOnly.output)
        #expect(!steamIDs.isEmpty)
        #expect(Self.ids(text.output) == Self.ids(all.output).filter { !steamIDs.contains($0) })
        #expect(
            text.output.split(separator: "\n").allSatisfy { $0.split(separator: "\t").count == 6 })
        #expect(againCode == .noneSelected)
        #expect(again.output.isEmpty)
        #expect(again.errorOutput.contains("No new giveaways since the last 'new'."))
    }

    @Test func json_listsTheNewOnesWithListsFields() async throws {
        _ = await harness.run(["giveaways", "new", "--type", "loot"])

        let (terminal, code) = await harness.run(["giveaways", "new", "--json", "--type", "game"])

        #expect(code == .ok)
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [[String: Any]])
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["type"] as? String == "Game" && $0["is_favorite"] != nil })
    }

    @Test func corruptSeenFile_oneSentenceAndAFirstRun() async throws {
        try Data("{\"document\": [".utf8).write(
            to: harness.directory.appending("seen-giveaways.json"))

        let (terminal, code) = await harness.run(["giveaways", "new"])

        #expect(code == .noneSelected)
        let notes = terminal.errorOutput.split(separator: "\n").filter {
            $0.contains("seen-giveaways.json")
        }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("was damaged") == true)
        #expect(terminal.errorOutput.contains("first run in this data folder"))
    }

    @Test func unknownType_isAUsageError() async throws {
        let (terminal, code) = await harness.run(["giveaways", "new", "--type", "hat"])

        #expect(code == .usage)
        #expect(terminal.errorOutput.contains("--type is game"))
    }

    /// A first run offline, with nothing saved, has only the bundled snapshot: it records
    /// nothing, says so in one sentence and exits 69, so the first real answer is the first run.
    @Test func firstRunOffline_recordsNothing_exits69() async throws {
        let seenFile = harness.directory.appending("seen-giveaways.json")
        let (offline, code) = await harness.run(["--offline", "giveaways", "new", "--json"])
        let recorded = FileManager.default.fileExists(atPath: seenFile.path)
        let (live, liveCode) = await harness.run(["giveaways", "new"])

        #expect(code == .unavailable)
        #expect(offline.output.isEmpty)
        #expect(offline.errorOutput.split(separator: "\n").count == 1, "\(offline.errorOutput)")
        #expect(offline.errorOutput.contains("no giveaway was recorded as seen"))
        #expect(!recorded)
        #expect(liveCode == .noneSelected)
        #expect(live.errorOutput.contains("first run in this data folder"))
    }

    /// GamerPower down with nothing saved: the bundled snapshot is not recorded, so a
    /// giveaway it holds that appears later is still announced.
    @Test func apiDown_bundledFallback_recordsNothing_laterGiveawaysStillAnnounced() async throws {
        let bundledIDs = Self.ids(
            await harness.run(["--offline", "giveaways", "list"]).terminal.output)
        let (first, firstIDs) = (
            Array(bundledIDs.prefix(3)), Array(bundledIDs.dropFirst(3).prefix(2))
        )
        feed.value = GiveawaysHarness.feed(first)
        _ = await harness.run(["giveaways", "new"])
        try FileManager.default.removeItem(at: harness.directory.appending("cache"))
        feed.value = nil

        let (down, downCode) = await harness.run(["giveaways", "new"])
        feed.value = GiveawaysHarness.feed(first + firstIDs)
        let (back, backCode) = await harness.run(["giveaways", "new"])

        #expect(downCode == .unavailable)
        #expect(down.errorOutput.contains("Only the bundled snapshot could be loaded"))
        #expect(backCode == .ok)
        #expect(Self.ids(back.output).sorted() == firstIDs.sorted())
    }

    /// GamerPower down but its last answer saved: that answer is GamerPower's, so it is used
    /// and recorded (it holds nothing new).
    @Test func apiDown_savedAnswer_isUsed() async throws {
        feed.value = GiveawaysHarness.feed([1, 2])
        _ = await harness.run(["giveaways", "new"])
        feed.value = nil

        let (_, code) = await harness.run(["giveaways", "new"])
        feed.value = GiveawaysHarness.feed([1, 2, 3])
        let (later, laterCode) = await harness.run(["giveaways", "new"])

        #expect(code == .noneSelected)
        #expect(laterCode == .ok)
        #expect(Self.ids(later.output) == [3])
    }

    /// Feeds that gain and lose items, run after run, with runs where GamerPower is down and
    /// nothing is saved: a down run lists and records nothing (exit 69); every other run
    /// lists exactly the ids never in an earlier answered feed.
    @Test(arguments: 0..<6)
    func generatedFeeds_withOutages_listExactlyTheIdsNeverAnsweredBefore(seed: Int)
        async throws
    {
        var generator = SeededGenerator(seed: UInt64(seed) + 390)
        let feeds = GeneratedGiveawayFeeds.make(using: &generator)
        let down = feeds.map { _ in Bool.random(using: &generator) }
        let answered = zip(feeds, down).filter { !$0.1 }.map(\.0)
        var expected = GeneratedGiveawayFeeds.expectedNew(answered).makeIterator()
        let cache = harness.directory.appending("cache")

        for (run, feedIDs) in feeds.enumerated() {
            feed.value = down[run] ? nil : GiveawaysHarness.feed(feedIDs)
            if down[run] { try? FileManager.default.removeItem(at: cache) }
            let (terminal, code) = await harness.run(["giveaways", "new"])
            let place = "run \(run) of \(feeds), down \(down)"

            if down[run] {
                #expect(code == .unavailable, "\(place)")
                #expect(terminal.output.isEmpty, "\(place)")
            } else {
                let new = expected.next() ?? []
                // NB: listed in the app's order (newest first), not the feed's.
                #expect(Self.ids(terminal.output).sorted() == new.sorted(), "\(place)")
                #expect(code == (new.isEmpty ? .noneSelected : .ok), "\(place)")
            }
        }
    }

    /// The ids of `list`'s text lines.
    static func ids(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap {
            $0.split(separator: "\t").first.flatMap { Int($0) }
        }
    }
}
