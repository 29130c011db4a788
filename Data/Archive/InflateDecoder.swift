/// The DEFLATE block decoder behind ``Inflate``: a 64-bit bit buffer over the input and a
/// write cursor into the preallocated output.
///
/// With a `sink`, the output is a sliding window instead: when fewer than a longest match's
/// bytes are free, the new bytes go to the sink and the last 32 KB (the most a distance
/// reaches back) move to the front.
///
/// With a `pull`, the input comes in pieces too: when fewer than 8 unread bytes are left, they
/// (and the 8 before them, which a stored block may rewind into) move to the front of the
/// input buffer and `pull` fills the rest.
struct InflateDecoder {
    /// The most bytes one length symbol writes.
    static let longestMatch = 258
    /// The farthest a distance reaches back, kept when the window slides.
    static let windowSize = 32_768

    private var source: UnsafeBufferPointer<UInt8>
    /// Where pulled input goes (`source` is then a view of it).
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// Writes the next input bytes into its buffer and returns how many (0: no more).
    private let pull: ((UnsafeMutableBufferPointer<UInt8>) -> Int)?
    /// Whether `pull` has said there is no more input.
    private var inputEnded = false
    private let output: UnsafeMutableBufferPointer<UInt8>
    /// Takes each run of new bytes; false stops the decode.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Bool)?
    /// The bytes of the window already given to the sink.
    private var handedOut = 0
    /// Bytes slid out of the window (all given to the sink).
    private(set) var slidOut = 0
    /// Whether the sink asked to stop.
    private(set) var stopped = false
    private let lengths: UnsafeMutablePointer<UInt8>
    private let literals: HuffmanTable
    private let distances: HuffmanTable
    private var position = 0
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// Bytes written so far.
    private(set) var outputCount = 0

    init(
        source: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>,
        tables: UnsafeMutablePointer<UInt16>, lengths: UnsafeMutablePointer<UInt8>,
        sink: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil
    ) {
        self.init(
            source: source, input: UnsafeMutableBufferPointer(start: nil, count: 0), pull: nil,
            output: output, tables: tables, lengths: lengths, sink: sink)
    }

    /// A decoder whose input `pull` writes into `input` piece by piece (`input` holds at
    /// least 64 bytes).
    init(
        input: UnsafeMutableBufferPointer<UInt8>,
        pull: @escaping (UnsafeMutableBufferPointer<UInt8>) -> Int,
        output: UnsafeMutableBufferPointer<UInt8>, tables: UnsafeMutablePointer<UInt16>,
        lengths: UnsafeMutablePointer<UInt8>, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        self.init(
            source: UnsafeBufferPointer(start: input.baseAddress, count: 0), input: input,
            pull: pull, output: output, tables: tables, lengths: lengths, sink: sink)
    }

    private init(
        source: UnsafeBufferPointer<UInt8>, input: UnsafeMutableBufferPointer<UInt8>,
        pull: ((UnsafeMutableBufferPointer<UInt8>) -> Int)?,
        output: UnsafeMutableBufferPointer<UInt8>, tables: UnsafeMutablePointer<UInt16>,
        lengths: UnsafeMutablePointer<UInt8>, sink: ((UnsafeBufferPointer<UInt8>) -> Bool)?
    ) {
        self.source = source
        self.input = input
        self.pull = pull
        self.output = output
        self.sink = sink
        self.lengths = lengths
        literals = HuffmanTable(storage: tables)
        distances = HuffmanTable(storage: tables + HuffmanTable.storageSize)
    }

    /// Decodes blocks until the final one ends.
    mutating func run() throws(Inflate.Failure) {
        var isFinal = false
        while !isFinal {
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try copyStoredBlock()
            case 1:
                buildFixedTables()
                try decodeCompressedBlock()
            case 2:
                try readDynamicTables()
                try decodeCompressedBlock()
            default: throw .invalid("reserved block type 3")
            }
        }
    }

    /// Gives the sink the bytes it has not had; false when it asked to stop.
    mutating func handOut() -> Bool {
        guard let sink, let base = output.baseAddress, outputCount > handedOut else { return true }
        let fresh = UnsafeBufferPointer(start: base + handedOut, count: outputCount - handedOut)
        handedOut = outputCount
        return sink(fresh)
    }

    /// Hands the new bytes out and slides the window so at least a longest match fits.
    private mutating func makeRoom() throws(Inflate.Failure) {
        guard handOut() else {
            stopped = true
            throw .outputTooLarge
        }
        guard let base = output.baseAddress else { throw .outputTooLarge }
        let kept = min(outputCount, Self.windowSize)
        base.update(from: base + outputCount - kept, count: kept)
        slidOut += outputCount - kept
        outputCount = kept
        handedOut = kept
    }

    // MARK: Bits

    /// Keeps the unread input (and the 8 bytes before it) and pulls more behind it; false when
    /// no new bytes came.
    @inline(never)
    private mutating func pullInput() -> Bool {
        guard let pull, !inputEnded, let base = input.baseAddress else { return false }
        let keptFrom = max(0, position - 8)
        let kept = source.count - keptFrom
        base.update(from: base + keptFrom, count: kept)
        position -= keptFrom
        let pulled = pull(UnsafeMutableBufferPointer(start: base + kept, count: input.count - kept))
        source = UnsafeBufferPointer(start: base, count: kept + pulled)
        inputEnded = pulled == 0
        return pulled > 0
    }

    /// Whether `count` unread input bytes are at hand, pulling more when the input comes in
    /// pieces.
    private mutating func hasInput(_ count: Int) -> Bool {
        while position + count > source.count, pullInput() {}
        return position + count <= source.count
    }

    @inline(__always)
    private mutating func refill() {
        if position + 8 > source.count, pull != nil { _ = hasInput(8) }
        if position + 8 <= source.count, let base = source.baseAddress {
            // NB: loads 8 bytes at once; bits above bitCount are the next input bytes, so
            // OR-ing them in again later is harmless (the libdeflate refill trick).
            let word = UInt64(
                littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            bitBuffer |= word << UInt64(bitCount)
            position += (63 - bitCount) >> 3
            bitCount |= 56
        } else {
            while bitCount <= 56, position < source.count {
                bitBuffer |= UInt64(source[position]) << UInt64(bitCount)
                position += 1
                bitCount += 8
            }
        }
    }

    @inline(__always)
    private mutating func consume(_ count: Int) {
        bitBuffer >>= UInt64(count)
        bitCount -= count
    }

    private mutating func bits(_ count: Int) throws(Inflate.Failure) -> Int {
        if bitCount < count { refill() }
        guard bitCount >= count else { throw .truncated }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        consume(count)
        return value
    }

    @inline(__always)
    private mutating func decodeSymbol(_ table: HuffmanTable) throws(Inflate.Failure) -> Int {
        if bitCount < 15 { refill() }
        // NB: past the end of input the buffer holds zeros; a code longer than the bits
        // really left is caught by the length check below.
        guard let (symbol, length) = table.decode(bits: bitBuffer) else {
            throw bitCount < 15 ? .truncated : .invalid("invalid Huffman code")
        }
        guard length <= bitCount else { throw .truncated }
        consume(length)
        return symbol
    }

    // MARK: Blocks

    private mutating func copyStoredBlock() throws(Inflate.Failure) {
        consume(bitCount & 7)
        // NB: rewind to the first unread byte and read the header straight from the input.
        position -= bitCount >> 3
        bitBuffer = 0
        bitCount = 0
        guard hasInput(4) else { throw .truncated }
        let length = Int(source[position]) | Int(source[position + 1]) << 8
        let check = Int(source[position + 2]) | Int(source[position + 3]) << 8
        guard length == ~check & 0xFFFF else { throw .invalid("stored block length check fails") }
        position += 4
        // NB: input in pieces is checked piece by piece below.
        guard pull != nil || position + length <= source.count else { throw .truncated }
        var left = length
        while left > 0 {
            guard hasInput(1) else { throw .truncated }
            if sink != nil, outputCount == output.count { try makeRoom() }
            let piece = min(left, output.count - outputCount, source.count - position)
            guard piece > 0, let from = source.baseAddress, let to = output.baseAddress else {
                throw .outputTooLarge
            }
            (to + outputCount).update(from: from + position, count: piece)
            position += piece
            outputCount += piece
            left -= piece
        }
    }

    private mutating func decodeCompressedBlock() throws(Inflate.Failure) {
        let capacity = output.count
        let streaming = sink != nil
        while true {
            if streaming, capacity - outputCount < Self.longestMatch { try makeRoom() }
            let symbol = try decodeSymbol(literals)
            if symbol < 256 {
                guard outputCount < capacity, let out = output.baseAddress else {
                    throw .outputTooLarge
                }
                out[outputCount] = UInt8(truncatingIfNeeded: symbol)
                outputCount += 1
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .invalid("invalid length symbol") }
            let length =
                Int(Self.lengthBase[lengthIndex]) + (try bits(Int(Self.lengthExtra[lengthIndex])))
            let distanceIndex = try decodeSymbol(distances)
            guard distanceIndex < 30 else { throw .invalid("invalid distance symbol") }
            let distance =
                Int(Self.distanceBase[distanceIndex])
                + (try bits(Int(Self.distanceExtra[distanceIndex])))
            guard distance <= outputCount else {
                throw .invalid("a distance reaches before the start of the output")
            }
            guard length <= capacity - outputCount, let out = output.baseAddress else {
                throw .outputTooLarge
            }
            copyMatch(to: out + outputCount, distance: distance, length: length)
            outputCount += length
        }
    }

    @inline(__always)
    private func copyMatch(to target: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
        let from = target - distance
        if distance >= length {
            target.update(from: from, count: length)
        } else if distance == 1 {
            target.update(repeating: from.pointee, count: length)
        } else {
            // NB: overlapping copy must go byte by byte: it repeats the last `distance` bytes.
            for index in 0..<length { target[index] = from[index] }
        }
    }

    private func buildFixedTables() {
        for symbol in 0..<288 {
            lengths[symbol] = symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8
        }
        _ = literals.build(lengths: lengths, count: 288)
        // NB: distance symbols 30 and 31 belong to the fixed code but are invalid in data.
        for symbol in 0..<32 { lengths[symbol] = 5 }
        _ = distances.build(lengths: lengths, count: 32)
    }

    private static let codeLengthOrder = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ]

    private mutating func readDynamicTables() throws(Inflate.Failure) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .invalid("too many length or distance codes")
        }
        lengths.update(repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            lengths[Self.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        guard literals.build(lengths: lengths, count: 19) else {
            throw .invalid("invalid code-length code")
        }
        let total = literalCount + distanceCount
        var index = 0
        while index < total {
            let symbol = try decodeSymbol(literals)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            var value: UInt8 = 0
            let repeatCount: Int
            switch symbol {
            case 16:
                guard index > 0 else { throw .invalid("repeat with no previous length") }
                value = lengths[index - 1]
                repeatCount = try bits(2) + 3
            case 17: repeatCount = try bits(3) + 3
            default: repeatCount = try bits(7) + 11
            }
            guard index + repeatCount <= total else { throw .invalid("too many code lengths") }
            (lengths + index).update(repeating: value, count: repeatCount)
            index += repeatCount
        }
        guard lengths[256] != 0 else { throw .invalid("no end-of-block code") }
        guard literals.build(lengths: lengths, count: literalCount) else {
            throw .invalid("invalid literal/length code")
        }
        guard distances.build(lengths: lengths + literalCount, count: distanceCount) else {
            throw .invalid("invalid distance code")
        }
    }
}
