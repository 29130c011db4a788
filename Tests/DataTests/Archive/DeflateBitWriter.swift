/// Writes hand-made DEFLATE streams for tests: values least-significant bit first, Huffman
/// codes most-significant bit first, as RFC 1951 packs them.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var bitCount = 0

    mutating func write(_ value: Int, bits: Int) {
        for bit in 0..<bits { appendBit((value >> bit) & 1) }
    }

    mutating func writeCode(_ code: Int, length: Int) {
        for bit in stride(from: length - 1, through: 0, by: -1) { appendBit((code >> bit) & 1) }
    }

    /// A literal/length symbol with the fixed code of block type 1.
    mutating func writeFixedSymbol(_ symbol: Int) {
        switch symbol {
        case 0..<144: writeCode(0x30 + symbol, length: 8)
        case 144..<256: writeCode(0x190 + symbol - 144, length: 9)
        case 256..<280: writeCode(symbol - 256, length: 7)
        default: writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    /// A distance symbol with the fixed 5-bit code.
    mutating func writeFixedDistance(_ symbol: Int) {
        writeCode(symbol, length: 5)
    }

    mutating func alignToByte() {
        while bitCount % 8 != 0 { appendBit(0) }
    }

    mutating func appendBytes(_ more: [UInt8]) {
        alignToByte()
        bytes += more
        bitCount += more.count * 8
    }

    private mutating func appendBit(_ bit: Int) {
        if bitCount % 8 == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit) << UInt8(bitCount % 8)
        bitCount += 1
    }
}
