import Dispatch
import Synchronization

/// Compresses bytes as raw DEFLATE (RFC 1951): zlib's lazy-matching strategy (LZ77 over hash
/// chains, see `DeflateMatcher`), then dynamic-Huffman blocks. ``Inflate`` reads it back.
///
/// Inputs longer than one slice (1 MiB) are compressed slice by slice on all cores, the way
/// `pigz` does: each slice searches the 32 KiB before it as its dictionary and ends on a
/// byte boundary (an empty stored block), so the slices join into one stream. The output
/// depends only on the input and the effort, never on the number of cores.
public enum Deflate {
    static let windowSize = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// Bytes per independently compressed slice.
    static let sliceSize = 1 << 20
    private static let symbolsPerBlock = 1 << 15

    /// The DEFLATE stream of `input`, searched with `effort`.
    public static func compress(_ input: [UInt8], effort: DeflateEffort = .standard) -> [UInt8] {
        input.withUnsafeBufferPointer { data in
            guard let base = data.baseAddress, data.count > sliceSize else {
                return compressSlice(
                    data.baseAddress, 0..<data.count, isLast: true, effort: effort)
            }
            let shared = SharedInput(base: base, count: data.count)
            let sliceCount = (data.count + sliceSize - 1) / sliceSize
            let slices = Mutex([[UInt8]](repeating: [], count: sliceCount))
            DispatchQueue.concurrentPerform(iterations: sliceCount) { index in
                let range = (index * sliceSize)..<min(shared.count, (index + 1) * sliceSize)
                let bytes = compressSlice(
                    shared.base, range, isLast: index == sliceCount - 1, effort: effort)
                slices.withLock { $0[index] = bytes }
            }
            return slices.withLock { slices in
                var stream: [UInt8] = []
                stream.reserveCapacity(slices.reduce(0) { $0 + $1.count })
                for slice in slices { stream += slice }
                return stream
            }
        }
    }

    /// The input as the slice workers read it.
    ///
    /// NB: unchecked because it is a pointer: the workers only read, and
    /// `concurrentPerform` returns before the buffer it points into is released.
    private struct SharedInput: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let count: Int
    }

    /// The DEFLATE blocks of `data[range]`, matching back into the window before it; the
    /// last slice ends the stream, any other ends byte-aligned with an empty stored block.
    private static func compressSlice(
        _ data: UnsafePointer<UInt8>?, _ range: Range<Int>, isLast: Bool, effort: DeflateEffort
    ) -> [UInt8] {
        var writer = DeflateBitWriter(capacity: range.count / 3 + 64)
        var block = DeflateBlock(capacity: symbolsPerBlock)
        defer { block.deallocate() }
        if let data, !range.isEmpty {
            var matcher = DeflateMatcher(data: data, end: range.upperBound, effort: effort)
            defer { matcher.deallocate() }
            for position in max(0, range.lowerBound - windowSize)..<range.lowerBound {
                _ = matcher.insert(position)
            }
            encode(data, range, matcher: &matcher, into: &block, writer: &writer)
        }
        block.write(into: &writer, final: isLast)
        if !isLast {
            // NB: an empty stored block (zlib's sync flush) pads to a byte boundary.
            writer.write(0, bits: 3)
            writer.alignToByte()
            writer.write(0xFFFF_0000, bits: 32)
        }
        return writer.finish()
    }

    /// zlib's deflate_slow: a match found at `position - 1` is emitted only when the match
    /// at `position` is not longer; otherwise its first byte becomes a literal.
    private static func encode(
        _ data: UnsafePointer<UInt8>, _ range: Range<Int>, matcher: inout DeflateMatcher,
        into block: inout DeflateBlock, writer: inout DeflateBitWriter
    ) {
        var position = range.lowerBound
        var previousLength = minimumMatch - 1
        var previousDistance = 0
        var hasLiteral = false
        while position < range.upperBound {
            let candidate = matcher.insert(position)
            var length = minimumMatch - 1
            var distance = 0
            if candidate >= 0, previousLength < matcher.effort.lazyLimit {
                (length, distance) = matcher.longestMatch(
                    at: position, candidate: candidate, previousLength: previousLength)
            }
            if previousLength >= minimumMatch, length <= previousLength {
                block.match(length: previousLength, distance: previousDistance)
                let end = position - 1 + previousLength
                for step in (position + 1)..<end { _ = matcher.insert(step) }
                position = end
                hasLiteral = false
                previousLength = minimumMatch - 1
            } else {
                if hasLiteral { block.literal(data[position - 1]) }
                hasLiteral = true
                previousLength = length
                previousDistance = distance
                position += 1
            }
            if block.isFull { block.flush(into: &writer) }
        }
        if hasLiteral { block.literal(data[range.upperBound - 1]) }
    }
}
