/// The LZ77 search of ``Deflate`` in a 32 KB window, within the limits of a
/// ``DeflateEffort``: hash chains over 4-byte prefixes, with match lengths compared 8 bytes
/// at a time. Matches never reach past `end`. Owns its tables until ``deallocate()``.
///
/// NB: chains over 4 bytes hold few false candidates, so on photo rows a chain of 48 costs
/// less than zlib's 3-byte chain of 16 did. Matches of 3 bytes are not searched: on the
/// poster rows they changed the output by under 0.1 % and cost a tenth of the time.
struct DeflateMatcher {
    let effort: DeflateEffort
    private static let hashBits = 15

    private let data: UnsafePointer<UInt8>
    /// One past the last byte a match may cover.
    private let count: Int
    private let head: UnsafeMutablePointer<Int32>
    /// How far back the previous position with the same 4-byte hash is (0: none in the window).
    private let previous: UnsafeMutablePointer<UInt16>

    init(data: UnsafePointer<UInt8>, end: Int, effort: DeflateEffort) {
        self.data = data
        self.count = end
        self.effort = effort
        head = .allocate(capacity: 1 << Self.hashBits)
        head.initialize(repeating: -1, count: 1 << Self.hashBits)
        previous = .allocate(capacity: Deflate.windowSize)
        previous.initialize(repeating: 0, count: Deflate.windowSize)
    }

    /// Frees the hash tables.
    func deallocate() {
        head.deallocate()
        previous.deallocate()
    }

    /// Records `position` under its 4-byte prefix; returns where that prefix last occurred
    /// (-1 for never, or when fewer than 4 bytes are left).
    @inline(__always)
    mutating func insert(_ position: Int) -> Int {
        guard position + 4 <= count else { return -1 }
        let key = Int((load32(position) &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
        let latest = Int(head[key])
        let gap = position - latest
        previous[position & (Deflate.windowSize - 1)] =
            latest >= 0 && gap <= Deflate.windowSize ? UInt16(truncatingIfNeeded: gap) : 0
        head[key] = Int32(truncatingIfNeeded: position)
        return latest
    }

    /// The longest match for `position` along the chain from `candidate` that is longer
    /// than `previousLength`; `(2, 0)` when there is none.
    @inline(__always)
    func longestMatch(at position: Int, candidate first: Int, previousLength: Int) -> (Int, Int) {
        let limit = min(Deflate.maximumMatch, count - position)
        guard limit >= 4 else { return (Deflate.minimumMatch - 1, 0) }
        var best = max(previousLength, Deflate.minimumMatch - 1)
        var bestDistance = 0
        var chain =
            previousLength >= effort.goodLength ? effort.maximumChain >> 2 : effort.maximumChain
        let nice = min(effort.niceLength, limit)
        let prefix = load32(position)
        var candidate = first
        while candidate >= 0, position - candidate <= Deflate.windowSize, chain > 0, best < nice {
            // NB: the four bytes ending at `best` reject most candidates with one compare.
            let tail = max(best - 3, 0)
            if load32(candidate + tail) == load32(position + tail), load32(candidate) == prefix {
                let length = matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    bestDistance = position - candidate
                }
            }
            let gap = Int(previous[candidate & (Deflate.windowSize - 1)])
            if gap == 0 { break }
            candidate -= gap
            chain -= 1
        }
        return bestDistance == 0 ? (Deflate.minimumMatch - 1, 0) : (best, bestDistance)
    }

    @inline(__always)
    private func load32(_ position: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(data + position).loadUnaligned(as: UInt32.self))
    }

    /// How many bytes at `earlier` and `later` agree, up to `limit`.
    @inline(__always)
    private func matchLength(_ earlier: Int, _ later: Int, limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let a = UInt64(
                littleEndian: UnsafeRawPointer(data + earlier + length).loadUnaligned(
                    as: UInt64.self))
            let b = UInt64(
                littleEndian: UnsafeRawPointer(data + later + length).loadUnaligned(
                    as: UInt64.self))
            let difference = a ^ b
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit, data[earlier + length] == data[later + length] { length += 1 }
        return length
    }
}
