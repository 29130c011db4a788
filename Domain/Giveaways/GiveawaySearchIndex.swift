/// Giveaways with their search keys computed once, so each query is a fast scan.
///
/// A query matches a giveaway when every word of it occurs in the title or the platform
/// names, in any order: case, accents (`pokémon` = Pokemon), typographic apostrophes and
/// punctuation (`ark survival` = "ARK: Survival Evolved") do not matter. Giveaways whose title
/// holds every word come first, then those found through their platforms, each group in
/// index order. The keys are folded texts laid end to end in one byte buffer, searched as
/// UTF-8.
public struct GiveawaySearchIndex: Sendable {
    /// The indexed giveaways, in their original order.
    public let giveaways: [Giveaway]
    private let keys: [UInt8]
    /// `starts[i]..<starts[i + 1]` is the key of giveaway `i`: the folded title, then the
    /// folded platform names, then a 0 byte.
    private let starts: [Int]
    /// Where the title part of key `i` ends.
    private let titleEnds: [Int]

    /// Builds the index; O(total title and platform length).
    public init(_ giveaways: [Giveaway]) {
        self.giveaways = giveaways
        var keys: [UInt8] = []
        var starts: [Int] = [0]
        var titleEnds: [Int] = []
        starts.reserveCapacity(giveaways.count + 1)
        titleEnds.reserveCapacity(giveaways.count)
        for giveaway in giveaways {
            SearchFolding.append(giveaway.title, to: &keys)
            titleEnds.append(keys.count)
            for platform in giveaway.platforms { SearchFolding.append(platform, to: &keys) }
            keys.append(0)
            starts.append(keys.count)
        }
        self.keys = keys
        self.starts = starts
        self.titleEnds = titleEnds
    }

    /// What `GiveawaySearchIndex(giveaways).search(query)` finds, without building the index
    /// for a query without words (every giveaway then matches).
    public static func search(_ giveaways: [Giveaway], for query: String) -> [Giveaway] {
        guard !words(of: query).isEmpty else { return giveaways }
        return GiveawaySearchIndex(giveaways).search(query)
    }

    /// The giveaways matching every word of `query`, title matches first; all of them for
    /// a query without words.
    public func search(_ query: String) -> [Giveaway] {
        let words = Self.words(of: query)
        guard let first = words.first else { return giveaways }
        var inTitle: [Giveaway] = []
        var inPlatforms: [Giveaway] = []
        keys.withUnsafeBufferPointer { haystack in
            var item = 0
            var position = 0
            while let match = Self.find(first, in: haystack, from: position, to: haystack.count) {
                while starts[item + 1] <= match { item += 1 }
                if contains(words, item: item, upTo: starts[item + 1], haystack) {
                    if contains(words, item: item, upTo: titleEnds[item], haystack) {
                        inTitle.append(giveaways[item])
                    } else {
                        inPlatforms.append(giveaways[item])
                    }
                }
                position = starts[item + 1]
                item += 1
                if item >= giveaways.count { break }
            }
        }
        return inTitle + inPlatforms
    }

    /// The folded words of `query`.
    private static func words(of query: String) -> [[UInt8]] {
        var folded: [UInt8] = []
        SearchFolding.append(query, to: &folded)
        return folded.split(separator: SearchFolding.space).map(Array.init)
    }

    /// Whether every word occurs in key `item` before `end`.
    private func contains(
        _ words: [[UInt8]], item: Int, upTo end: Int, _ haystack: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        words.allSatisfy { Self.find($0, in: haystack, from: starts[item], to: end) != nil }
    }

    /// The first position at or after `start` where `needle` ends before `end`.
    private static func find(
        _ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int? {
        let first = needle[0]
        let last = end - needle.count
        guard start <= last else { return nil }
        var index = start
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] {
                    offset += 1
                }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
