/// The LZ77 search of ``Deflate`` in a 32 KB window, within the limits of a
/// ``DeflateEffort``: the latest position of each 3-byte prefix (for 3-byte matches) and hash
/// chains over 4-byte prefixes (for everything longer), with match lengths compared 8 bytes
/// at a time. Matches never reach past `end`. Owns its tables until ``deallocate()``.
///
/// NB: chains over 4 bytes hold few false candidates, so on photo rows a chain of 32 costs
/// about what zlib's 3-byte chain of 16 did (the idea of libdeflate's hash-chain finder).
struct DeflateMatcher {
    /// Where the earlier occurrences of a position's prefixes start (-1 for none).
    struct Candidates {
        var three: Int
        var four: Int
        var exists: Bool { three >= 0 || four >= 0 }
    }

    let effort: DeflateEffort
    private static let threeBits = 14
    private static let fourBits = 15
    /// A 3-byte match this far back costs more than three literals (zlib's `TOO_FAR`).
    private static let tooFar = 4096

    private let data: UnsafePointer<UInt8>
    /// One past the last byte a match may cover.
    private let count: Int
    private let latestThree: UnsafeMutablePointer<Int32>
    private let headFour: UnsafeMutablePointer<Int32>
    /// How far back the previous position with the same 4-byte hash is (0: none in the window).
    private let previousFour: UnsafeMutablePointer<UInt16>

    init(data: UnsafePointer<UInt8>, end: Int, effort: DeflateEffort) {
        self.data = data
        self.count = end
        self.effort = effort
        latestThree = .allocate(capacity: 1 << Self.threeBits)
        latestThree.initialize(repeating: -1, count: 1 << Self.threeBits)
        headFour = .allocate(capacity: 1 << Self.fourBits)
        headFour.initialize(repeating: -1, count: 1 << Self.fourBits)
        previousFour = .allocate(capacity: Deflate.windowSize)
        previousFour.initialize(repeating: 0, count: Deflate.windowSize)
    }

    /// Frees the hash tables.
    func deallocate() {
        latestThree.deallocate()
        headFour.deallocate()
        previousFour.deallocate()
    }

    /// Records `position` under its 3- and 4-byte prefixes; returns where they last occurred.
    @inline(__always)
    mutating func insert(_ position: Int) -> Candidates {
        var candidates = Candidates(three: -1, four: -1)
        guard position + Deflate.minimumMatch <= count else { return candidates }
        let hasFour = position + 4 <= count
        let four = hasFour ? load32(position) : UInt32(data[position + 2]) << 16
        let three = (four & 0xFF_FFFF) | UInt32(data[position]) | UInt32(data[position + 1]) << 8
        let threeKey = Int((three &* 0x9E37_79B1) >> UInt32(32 - Self.threeBits))
        candidates.three = Int(latestThree[threeKey])
        latestThree[threeKey] = Int32(truncatingIfNeeded: position)
        guard hasFour else { return candidates }
        let fourKey = Int((four &* 0x9E37_79B1) >> UInt32(32 - Self.fourBits))
        let head = Int(headFour[fourKey])
        candidates.four = head
        let gap = position - head
        previousFour[position & (Deflate.windowSize - 1)] =
            head >= 0 && gap <= Deflate.windowSize ? UInt16(truncatingIfNeeded: gap) : 0
        headFour[fourKey] = Int32(truncatingIfNeeded: position)
        return candidates
    }

    /// The longest match for `position` that is longer than `previousLength`: the 3-byte
    /// candidate, then the 4-byte chain; `(2, 0)` when there is none worth coding.
    @inline(__always)
    func longestMatch(at position: Int, candidates: Candidates, previousLength: Int) -> (Int, Int) {
        let limit = min(Deflate.maximumMatch, count - position)
        guard limit >= Deflate.minimumMatch else { return (Deflate.minimumMatch - 1, 0) }
        var best = max(previousLength, Deflate.minimumMatch - 1)
        var bestDistance = 0
        let three = candidates.three
        if three >= 0, position - three <= Deflate.windowSize, data[three] == data[position] {
            let length = matchLength(three, position, limit: limit)
            if length > best {
                best = length
                bestDistance = position - three
            }
        }
        var chain =
            previousLength >= effort.goodLength ? effort.maximumChain >> 2 : effort.maximumChain
        let nice = min(effort.niceLength, limit)
        let prefix = limit >= 4 ? load32(position) : 0
        var candidate = limit >= 4 ? candidates.four : -1
        while candidate >= 0, position - candidate <= Deflate.windowSize, chain > 0, best < nice {
            if load32(candidate) == prefix, data[candidate + best] == data[position + best] {
                let length = matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    bestDistance = position - candidate
                }
            }
            let gap = Int(previousFour[candidate & (Deflate.windowSize - 1)])
            if gap == 0 { break }
            candidate -= gap
            chain -= 1
        }
        if bestDistance == 0 || (best == Deflate.minimumMatch && bestDistance > Self.tooFar) {
            return (Deflate.minimumMatch - 1, 0)
        }
        return (best, bestDistance)
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
