/// Reads the entropy-coded bits of a JPEG scan, most significant bit first, removing the
/// stuffed zero after each 0xFF byte.
///
/// At a marker (or the end of the file) it feeds zero bits, as decoders do, and counts them:
/// ``isOverrun`` tells the scan decoder that it read well past the data, so a file that ends
/// early fails fast instead of decoding megapixels of nothing.
struct JPEGBitReader {
    private let data: UnsafeBufferPointer<UInt8>
    private let base: UnsafePointer<UInt8>?
    /// The next byte to read; it stays on the 0xFF of a marker once one is reached.
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var count = 0
    private var paddingBytes = 0
    private var atMarker = false

    init(data: UnsafeBufferPointer<UInt8>, position: Int) {
        self.data = data
        base = data.baseAddress
        self.position = position
    }

    /// Whether many more bytes were read than the scan holds.
    var isOverrun: Bool { paddingBytes > 24 }

    @inline(__always)
    private mutating func fill() {
        // NB: the common case takes whole bytes from one 8-byte load, when none is 0xFF.
        if !atMarker, let base, position + 8 <= data.count {
            let word = UInt64(
                bigEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let inverted = ~word
            let hasFF = (inverted &- 0x0101_0101_0101_0101) & ~inverted & 0x8080_8080_8080_8080
            if hasFF == 0 {
                let bytes = (63 - count) >> 3
                let shift = UInt64(bytes * 8)
                buffer = buffer << shift | word >> (64 - shift)
                count += bytes * 8
                position += bytes
                return
            }
        }
        while count <= 56 {
            var byte: UInt8 = 0
            if !atMarker, position < data.count {
                byte = data[position]
                if byte != 0xFF {
                    position += 1
                } else if position + 1 < data.count, data[position + 1] == 0 {
                    position += 2
                } else {
                    atMarker = true
                    byte = 0
                    paddingBytes += 1
                }
            } else {
                atMarker = true
                paddingBytes += 1
            }
            buffer = buffer << 8 | UInt64(byte)
            count += 8
        }
    }

    /// The next `length` bits (0–16) as an unsigned number.
    @inline(__always)
    mutating func bits(_ length: Int) -> Int {
        if count < length { fill() }
        count -= length
        return Int(truncatingIfNeeded: (buffer >> UInt64(count)) & ((1 << UInt64(length)) - 1))
    }

    /// The next `length` bits read as a signed JPEG magnitude (the spec's EXTEND, F.2.2.1).
    @inline(__always)
    mutating func signed(_ length: Int) -> Int {
        guard length > 0 else { return 0 }
        let value = bits(length)
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    /// The next 9 bits, unread (at least 9 stay buffered until ``skip(_:)``).
    @inline(__always)
    mutating func peekFast() -> Int {
        if count < 16 { fill() }
        return Int(truncatingIfNeeded: buffer >> UInt64(count - JPEGHuffmanTable.fastBits))
            & ((1 << JPEGHuffmanTable.fastBits) - 1)
    }

    /// Consumes `length` bits already seen by ``peekFast()``.
    @inline(__always)
    mutating func skip(_ length: Int) {
        count -= length
    }

    /// The next Huffman-coded symbol of `table`.
    @inline(__always)
    mutating func decode(_ table: JPEGHuffmanTable.Lookup) throws(ImageDecodingError) -> Int {
        if count < 16 { fill() }
        let peek = Int(truncatingIfNeeded: buffer >> UInt64(count - JPEGHuffmanTable.fastBits))
        let entry = table.fast[peek & ((1 << JPEGHuffmanTable.fastBits) - 1)]
        if entry != 0 {
            count -= Int(entry >> 8)
            return Int(entry & 0xFF)
        }
        let code16 = Int(truncatingIfNeeded: (buffer >> UInt64(count - 16)) & 0xFFFF)
        for length in (JPEGHuffmanTable.fastBits + 1)...16 {
            let code = code16 >> (16 - length)
            if code <= Int(table.maxCode[length]) {
                let index = code + Int(table.offset[length])
                guard index >= 0, index < table.symbolCount else { break }
                count -= length
                return Int(table.symbols[index])
            }
        }
        throw .damaged("the JPEG image data holds an invalid Huffman code")
    }

    /// Drops the buffered bits and moves past the next restart marker (RSTn), resynchronising
    /// at it when data before it was left unread. Stops at any other marker.
    mutating func restart() {
        buffer = 0
        count = 0
        paddingBytes = 0
        atMarker = false
        while position + 1 < data.count {
            guard data[position] == 0xFF else {
                position += 1
                continue
            }
            let next = data[position + 1]
            if (0xD0...0xD7).contains(next) {
                position += 2
                return
            }
            if next == 0xFF {
                position += 1
            } else if next == 0 {
                position += 2
            } else {
                return
            }
        }
    }
}
