/// The symbols of one DEFLATE block and how to write them with dynamic Huffman codes.
struct DeflateBlock {
    /// Per symbol: in the low 16 bits a literal byte (< 256) or `256 + length` for a match,
    /// in the high 16 bits the match's distance minus one.
    private let entries: UnsafeMutablePointer<UInt32>
    private let capacity: Int
    private var count = 0

    /// A block of at most `capacity` symbols; owns its storage until ``deallocate()``.
    init(capacity: Int) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
    }

    func deallocate() { entries.deallocate() }

    /// The order code-length code lengths are stored in (RFC 1951 §3.2.7).
    private static let codeLengthOrder = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ]
    /// Length symbol (0…28) per match length 0…258.
    private static let lengthCode: [UInt8] = (0...258).map { length in
        UInt8(InflateDecoder.lengthBase.lastIndex { Int($0) <= max(length, 3) } ?? 0)
    }

    mutating func literal(_ byte: UInt8) {
        entries[count] = UInt32(byte)
        count += 1
    }

    mutating func match(length: Int, distance: Int) {
        entries[count] = UInt32(256 + length) | UInt32(distance - 1) << 16
        count += 1
    }

    /// No symbol may be added before a ``flush(into:)``.
    var isFull: Bool { count == capacity }

    /// Writes the block as a non-final one and starts an empty one.
    mutating func flush(into writer: inout DeflateBitWriter) {
        write(into: &writer, final: false)
        count = 0
    }

    /// Distance code per zero-based distance, zlib's `_dist_code`: entries 0–255 for
    /// distances below 256, entry 256 + (d >> 7) above.
    private static let distanceCodes: [UInt8] = {
        func code(_ zeroBased: Int) -> UInt8 {
            var code = 0
            let bases = InflateDecoder.distanceBase
            while code + 1 < bases.count, Int(bases[code + 1]) <= zeroBased + 1 { code += 1 }
            return UInt8(code)
        }
        return (0..<256).map(code) + (0..<256).map { code($0 << 7) }
    }()

    /// NB: a table lookup; the search along the 30 bases was a fifth of writing a block.
    @inline(__always)
    private static func distanceCode(_ zeroBased: Int, _ table: UnsafePointer<UInt8>) -> Int {
        Int(zeroBased < 256 ? table[zeroBased] : table[256 + (zeroBased >> 7)])
    }

    func write(into writer: inout DeflateBitWriter, final: Bool) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        var distanceCodes = [UInt8](repeating: 0, count: count)
        Self.distanceCodes.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            for index in 0..<count {
                let entry = entries[index]
                let symbol = Int(entry & 0xFFFF)
                if symbol < 256 {
                    literalFrequencies[symbol] += 1
                } else {
                    literalFrequencies[257 + Int(Self.lengthCode[symbol - 256])] += 1
                    let code = Self.distanceCode(Int(entry >> 16), table)
                    distanceCodes[index] = UInt8(code)
                    distanceFrequencies[code] += 1
                }
            }
        }
        literalFrequencies[256] = 1
        let literals = DeflateHuffmanCode(frequencies: literalFrequencies, limit: 15)
        let distanceCode = DeflateHuffmanCode(frequencies: distanceFrequencies, limit: 15)
        let literalCount = max((literals.lengths.lastIndex { $0 > 0 } ?? 256) + 1, 257)
        let distanceCount = max((distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1, 1)
        let runs = Self.runLengths(
            Array(literals.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount])
        )
        var codeLengthFrequencies = [Int](repeating: 0, count: 19)
        for run in runs { codeLengthFrequencies[Int(run.symbol)] += 1 }
        let codeLengths = DeflateHuffmanCode(frequencies: codeLengthFrequencies, limit: 7)
        let stored = Self.codeLengthOrder.map { codeLengths.lengths[$0] }
        let storedCount = max((stored.lastIndex { $0 > 0 } ?? 0) + 1, 4)

        writer.write(final ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)
        writer.write(UInt32(literalCount - 257), bits: 5)
        writer.write(UInt32(distanceCount - 1), bits: 5)
        writer.write(UInt32(storedCount - 4), bits: 4)
        for index in 0..<storedCount { writer.write(UInt32(stored[index]), bits: 3) }
        for run in runs {
            let symbol = Int(run.symbol)
            writer.write(codeLengths.codes[symbol], bits: Int(codeLengths.lengths[symbol]))
            switch symbol {
            case 16: writer.write(UInt32(run.extra), bits: 2)
            case 17: writer.write(UInt32(run.extra), bits: 3)
            case 18: writer.write(UInt32(run.extra), bits: 7)
            default: break
            }
        }
        for index in 0..<count {
            let entry = entries[index]
            let symbol = Int(entry & 0xFFFF)
            if symbol < 256 {
                writer.write(literals.codes[symbol], bits: Int(literals.lengths[symbol]))
                continue
            }
            let length = symbol - 256
            let lengthSymbol = Int(Self.lengthCode[length])
            writer.write(
                literals.codes[257 + lengthSymbol], bits: Int(literals.lengths[257 + lengthSymbol]))
            let lengthBits = Int(InflateDecoder.lengthExtra[lengthSymbol])
            if lengthBits > 0 {
                writer.write(
                    UInt32(length - Int(InflateDecoder.lengthBase[lengthSymbol])), bits: lengthBits)
            }
            let code = Int(distanceCodes[index])
            writer.write(distanceCode.codes[code], bits: Int(distanceCode.lengths[code]))
            let distanceBits = Int(InflateDecoder.distanceExtra[code])
            if distanceBits > 0 {
                writer.write(
                    UInt32(Int(entry >> 16) + 1 - Int(InflateDecoder.distanceBase[code])),
                    bits: distanceBits)
            }
        }
        writer.write(literals.codes[256], bits: Int(literals.lengths[256]))
    }

    /// Code lengths as code-length symbols: 0–15 literally, 16 repeats the previous 3–6
    /// times, 17 and 18 write runs of 3–10 and 11–138 zeros.
    private static func runLengths(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: Int)] {
        var out: [(symbol: UInt8, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    out.append((18, take - 11))
                    run -= take
                }
                if run >= 3 {
                    out.append((17, run - 3))
                    run = 0
                }
                out += Array(repeating: (0, 0), count: run)
                continue
            }
            out.append((value, 0))
            run -= 1
            while run >= 3 {
                let take = min(run, 6)
                out.append((16, take - 3))
                run -= take
            }
            out += Array(repeating: (value, 0), count: run)
        }
        return out
    }
}
