/// Giveaways with their search keys computed once, so each query is a fast scan.
///
/// Search is case-insensitive on the title and ignores spaces around the query. The keys are
/// the lowercased titles laid end to end in one byte buffer, searched as UTF-8.
public struct GiveawaySearchIndex: Sendable {
    /// The indexed giveaways, in their original order.
    public let giveaways: [Giveaway]
    private let keys: [UInt8]
    /// `starts[i]..<starts[i + 1]` is the key of giveaway `i`.
    private let starts: [Int]

    /// Builds the index; O(total title length).
    public init(_ giveaways: [Giveaway]) {
        self.giveaways = giveaways
        var keys: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(giveaways.count + 1)
        for giveaway in giveaways {
            keys.append(contentsOf: giveaway.title.lowercased().utf8)
            keys.append(0)
            starts.append(keys.count)
        }
        self.keys = keys
        self.starts = starts
    }

    /// The giveaways whose title contains `query`, in index order; all of them for an empty
    /// query.
    public func search(_ query: String) -> [Giveaway] {
        let needle = Array(query.trimmingWhitespace().lowercased().utf8)
        guard !needle.isEmpty else { return giveaways }
        var results: [Giveaway] = []
        keys.withUnsafeBufferPointer { haystack in
            var item = 0
            var position = 0
            while let match = Self.find(needle, in: haystack, from: position) {
                while starts[item + 1] <= match { item += 1 }
                results.append(giveaways[item])
                position = starts[item + 1]
                item += 1
                if item >= giveaways.count { break }
            }
        }
        return results
    }

    private static func find(
        _ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        let first = needle[0]
        let last = haystack.count - needle.count
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

extension String {
    /// The string without leading and trailing white space (no Foundation needed).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
