/// The LZ77 search of ``Deflate``: hash chains over 3-byte prefixes in a 32 KB window, with
/// zlib's level-4 limits (chains of 16, a quarter of that after a match of 4 or more, stop
/// at 16-byte matches, lazy matching only after matches shorter than 4) and match lengths
/// compared 8 bytes at a time. Owns its tables until ``deallocate()``.
///
/// NB: level 6's chains of 128 made deflate 40 % of a poster render (a 2160 px PNG is 14 MB
/// of filtered rows); level 4 is several times faster and stays within the 1.3× size budget.
struct DeflateMatcher {
    /// No lazy search after a match this long (zlib's `max_lazy`).
    static let lazyLimit = 4
    private static let hashBits = 15
    private static let maximumChain = 16
    private static let goodLength = 4
    private static let niceLength = 16
    /// A 3-byte match this far back costs more than three literals (zlib's `TOO_FAR`).
    private static let tooFar = 4096

    private let data: UnsafePointer<UInt8>
    private let count: Int
    private let head: UnsafeMutablePointer<Int32>
    private let previous: UnsafeMutablePointer<Int32>

    init(data: UnsafePointer<UInt8>, count: Int) {
        self.data = data
        self.count = count
        head = .allocate(capacity: 1 << Self.hashBits)
        head.initialize(repeating: -1, count: 1 << Self.hashBits)
        previous = .allocate(capacity: Deflate.windowSize)
        previous.initialize(repeating: -1, count: Deflate.windowSize)
    }

    /// Frees the hash tables.
    func deallocate() {
        head.deallocate()
        previous.deallocate()
    }

    /// Adds `position` to its hash chain; returns the chain's previous head (-1 for none, or
    /// when fewer than 3 bytes are left).
    @inline(__always)
    mutating func insert(_ position: Int) -> Int {
        guard position + Deflate.minimumMatch <= count else { return -1 }
        let value =
            UInt32(data[position]) << 16 | UInt32(data[position + 1]) << 8
            | UInt32(data[position + 2])
        let key = Int((value &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
        let candidate = Int(head[key])
        previous[position & (Deflate.windowSize - 1)] = head[key]
        head[key] = Int32(truncatingIfNeeded: position)
        return candidate
    }

    /// The longest match for `position` along the chain from `candidate` that is longer
    /// than `previousLength`; `(2, 0)` when there is none worth coding.
    @inline(__always)
    func longestMatch(at position: Int, candidate first: Int, previousLength: Int) -> (Int, Int) {
        let limit = min(Deflate.maximumMatch, count - position)
        guard limit >= Deflate.minimumMatch else { return (Deflate.minimumMatch - 1, 0) }
        var chain = previousLength >= Self.goodLength ? Self.maximumChain >> 2 : Self.maximumChain
        let nice = min(Self.niceLength, limit)
        var best = max(previousLength, Deflate.minimumMatch - 1)
        var bestDistance = 0
        var candidate = first
        while candidate >= 0, position - candidate <= Deflate.windowSize, chain > 0,
            best < limit
        {
            if data[candidate + best] == data[position + best], data[candidate] == data[position] {
                let length = matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    bestDistance = position - candidate
                    if length >= nice { break }
                }
            }
            let next = Int(previous[candidate & (Deflate.windowSize - 1)])
            if next >= candidate { break }
            candidate = next
            chain -= 1
        }
        if bestDistance == 0 || (best == Deflate.minimumMatch && bestDistance > Self.tooFar) {
            return (Deflate.minimumMatch - 1, 0)
        }
        return (best, bestDistance)
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
