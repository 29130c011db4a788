import CleanAppsTestSupport

/// Giveaway feeds that gain and lose items from run to run, for properties of `giveaways new`.
public enum GeneratedGiveawayFeeds {
    /// 1 to 8 feeds of ids in 1...40: each keeps some of the last feed, drops the rest and
    /// adds up to six ids (old ids coming back among them), shuffled; empty feeds and ids
    /// repeated within a feed included.
    public static func make(using generator: inout SeededGenerator) -> [[Int]] {
        var feeds: [[Int]] = []
        var last: [Int] = []
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            var next = last.filter { _ in Bool.random(using: &generator) }
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                next.append(Int.random(in: 1...40, using: &generator))
            }
            next.shuffle(using: &generator)
            feeds.append(next)
            last = next
        }
        return feeds
    }

    /// The ids each run should list as new: those never in an earlier feed, each once, in
    /// the feed's order; none on the first run.
    public static func expectedNew(_ feeds: [[Int]]) -> [[Int]] {
        var everSeen: Set<Int>?
        return feeds.map { feed in
            var listed = everSeen ?? Set(feed)
            everSeen = (everSeen ?? []).union(feed)
            return feed.filter { listed.insert($0).inserted }
        }
    }
}
