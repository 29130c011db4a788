/// A 128-bit sort key with the position of the element it stands for.
package struct RadixSortKey {
    /// Compared first.
    package var high: UInt64
    /// Compared when `high` ties.
    package var low: UInt64
    /// Where the keyed element sits in its array.
    package var index: Int

    /// A key for the element at `index`.
    package init(high: UInt64, low: UInt64, index: Int) {
        self.high = high
        self.low = low
        self.index = index
    }

    /// The key that orders `value` descending: larger doubles give smaller keys. `-0.0` and
    /// `0.0` give the same key, as they compare equal; NaN is not expected.
    package static func descending(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0 : value).bitPattern
        let ascending = bits & (1 << 63) == 0 ? bits | (1 << 63) : ~bits
        return ~ascending
    }

    /// The key that orders `value` descending.
    package static func descending(_ value: Int) -> UInt64 {
        ~(UInt64(bitPattern: Int64(value)) ^ (1 << 63))
    }
}

/// Least-significant-digit radix sort of ``RadixSortKey`` arrays, ascending by (high, low).
///
/// Only the bits that differ between keys are sorted on, 11 at a time, so a list of
/// 100,000 giveaways (17-bit ids, dates within a few years) takes about five linear passes
/// where a comparison sort needs seventeen rounds of comparisons. Used where a list is
/// re-sorted on every filter change.
package enum RadixSort {
    /// 2,048 buckets: few passes, and the counts stay in the first-level cache.
    private static let digitBits = 11

    /// Sorts `keys` ascending by (high, low); equal keys keep their order.
    package static func sort(_ keys: inout [RadixSortKey]) {
        guard let first = keys.first, keys.count > 1 else { return }
        var varyingLow: UInt64 = 0
        var varyingHigh: UInt64 = 0
        for key in keys {
            varyingLow |= key.low ^ first.low
            varyingHigh |= key.high ^ first.high
        }
        var scratch = keys
        var counts = [Int](repeating: 0, count: 1 << digitBits)
        for (inHigh, varying) in [(false, varyingLow), (true, varyingHigh)] where varying != 0 {
            var shift = varying.trailingZeroBitCount
            let end = 64 - varying.leadingZeroBitCount
            while shift < end {
                distribute(
                    keys, into: &scratch, shift: UInt64(shift), inHigh: inHigh, counts: &counts)
                swap(&keys, &scratch)
                shift += digitBits
            }
        }
    }

    /// One stable counting-sort pass on the digit at `shift` of `high` or `low`.
    private static func distribute(
        _ source: [RadixSortKey], into target: inout [RadixSortKey],
        shift: UInt64, inHigh: Bool, counts: inout [Int]
    ) {
        let mask = (1 << digitBits) - 1
        @inline(__always) func digit(_ key: RadixSortKey) -> Int {
            Int(truncatingIfNeeded: (inHigh ? key.high : key.low) >> shift) & mask
        }
        for slot in counts.indices { counts[slot] = 0 }
        for key in source { counts[digit(key)] += 1 }
        var start = 0
        for slot in counts.indices {
            let count = counts[slot]
            counts[slot] = start
            start += count
        }
        for key in source {
            let slot = digit(key)
            target[counts[slot]] = key
            counts[slot] += 1
        }
    }
}
