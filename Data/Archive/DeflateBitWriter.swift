/// Packs DEFLATE output: values least-significant bit first, Huffman codes already
/// bit-reversed so they can be written the same way.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `bits` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if count > 0 { write(0, bits: 8 - count) }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func appendAligned(_ data: ArraySlice<UInt8>) {
        bytes.append(contentsOf: data)
    }
}
