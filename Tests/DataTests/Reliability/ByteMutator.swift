import CleanAppsTestSupport

/// Seeded, bounded mutations of a byte buffer for fuzz tests: bit flips, byte overwrites
/// with boundary values, truncations, deletions, duplications and splices.
///
/// Every mutation is a pure function of the generator's state, so a failing case is
/// reproduced by its seed and case number.
struct ByteMutator {
    /// Values that often break parsers: zero, sign bits, all ones, ASCII delimiters.
    static let interestingBytes: [UInt8] = [
        0x00, 0x01, 0x7F, 0x80, 0xFF, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x2C, 0x3C, 0x3E,
        0x26, 0x1B, 0x0A, 0x0D, 0xC0, 0xED, 0xF4,
    ]

    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A random number in `range` from the seeded generator.
    mutating func int(_ range: Range<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    /// `bytes` with one to four random mutations applied.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0..<int(1..<5) {
            result = mutateOnce(result)
        }
        return result
    }

    /// `bytes` with one random mutation applied.
    mutating func mutateOnce(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        guard !result.isEmpty else { return [ByteMutator.interestingBytes[int(0..<22)]] }
        let position = int(0..<result.count)
        switch int(0..<7) {
        case 0:
            result[position] ^= UInt8(1 << int(0..<8))
        case 1:
            result[position] = Self.interestingBytes[int(0..<Self.interestingBytes.count)]
        case 2:
            result[position] = UInt8.random(in: 0...255, using: &generator)
        case 3:
            result.removeSubrange(position..<result.count)
        case 4:
            let end = min(result.count, position + int(1..<64))
            result.removeSubrange(position..<end)
        case 5:
            let end = min(result.count, position + int(1..<64))
            result.insert(contentsOf: result[position..<end], at: int(0..<result.count))
        default:
            let length = int(1..<16)
            let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            result.insert(contentsOf: noise, at: position)
        }
        return result
    }

    /// Overwrites the little-endian field of `width` bytes at `offset` (when inside the
    /// buffer) with a boundary value: 0, 1, all ones, the old value ± 1, or a random value.
    mutating func lie(in bytes: inout [UInt8], at offset: Int, width: Int) {
        guard offset >= 0, offset + width <= bytes.count else { return }
        var old: UInt64 = 0
        for index in 0..<width {
            old |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
        }
        let mask: UInt64 = width >= 8 ? .max : (1 << (8 * UInt64(width))) - 1
        let candidates: [UInt64] = [
            0, 1, mask, mask >> 1, old &+ 1, old &- 1, old &* 2, old >> 1, generator.next(),
        ]
        let value = candidates[int(0..<candidates.count)] & mask
        for index in 0..<width {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))
        }
    }
}
