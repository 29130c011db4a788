/// Packs DEFLATE output: values least-significant bit first, Huffman codes already
/// bit-reversed so they can be written the same way. Owns its buffer until ``finish()``.
///
/// NB: a growable raw buffer written 32 bits at a time; appending byte by byte to an array
/// was a third of deflate's time.
struct DeflateBitWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var length = 0
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    /// Appends the low `bits` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += bits
        if count >= 32 {
            if length + 4 > capacity { grow() }
            UnsafeMutableRawPointer(storage + length).storeBytes(
                of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            length += 4
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        count = (count + 7) & ~7
        while count > 0 {
            if length == capacity { grow() }
            storage[length] = UInt8(truncatingIfNeeded: buffer)
            length += 1
            buffer >>= 8
            count -= 8
        }
    }

    /// The bytes written, padded to a whole byte; frees the buffer.
    mutating func finish() -> [UInt8] {
        alignToByte()
        let bytes = Array(UnsafeBufferPointer(start: storage, count: length))
        storage.deallocate()
        capacity = 0
        length = 0
        return bytes
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: storage, count: length)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
