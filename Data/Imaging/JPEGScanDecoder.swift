/// Decodes the entropy-coded data of one scan (SOS) into the components' coefficients:
/// baseline Huffman, or one of the four progressive scan kinds (DC first / refine, AC first /
/// refine, spec G.1.2), with restart intervals.
struct JPEGScanDecoder {
    /// What a scan codes, from its spectral selection and successive approximation.
    enum Kind {
        case sequential
        case dcFirst
        case dcRefine
        case acFirst
        case acRefine
    }

    /// Natural (row-major) index of each zig-zag position.
    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
        20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
        58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    /// One component of the scan and the Huffman tables it uses (the scan keeps them alive).
    struct Member {
        let component: JPEGComponent
        let dc: JPEGHuffmanTable?
        let ac: JPEGHuffmanTable?
    }

    /// One member as the hot loop reads it: its tables' lookups, its DC prediction and where
    /// its held blocks are, as plain values, so no reference is retained per block.
    private struct Slot {
        let dc: JPEGHuffmanTable.Lookup?
        let ac: JPEGHuffmanTable.Lookup?
        let blocksPerLine: Int
        let horizontal: Int
        let vertical: Int
        var predictor = 0
        var blocks: UnsafeMutablePointer<Int16>?
        var masks: UnsafeMutablePointer<UInt64>?
        var firstRow = 0

        /// The first block of held block row `row`.
        @inline(__always)
        func blockRow(_ row: Int) -> UnsafeMutablePointer<Int16> {
            blocks.unsafelyUnwrapped + (row - firstRow) * blocksPerLine * 64
        }

        /// The masks of held block row `row`.
        @inline(__always)
        func maskRow(_ row: Int) -> UnsafeMutablePointer<UInt64> {
            masks.unsafelyUnwrapped + (row - firstRow) * blocksPerLine
        }
    }

    private let members: [Member]
    private var slots: [Slot]
    /// The components the scan codes, in its order.
    var components: [JPEGComponent] { members.map(\.component) }
    let kind: Kind
    let spectralStart: Int
    let spectralEnd: Int
    let approximationLow: Int
    let restartInterval: Int
    /// The scan's rows: MCU rows when it interleaves components, otherwise the block rows
    /// its one component codes; and the MCUs or blocks in each.
    let rowCount: Int
    let columnCount: Int
    /// The next row to decode: a scan is decoded in order, a band of rows at a time.
    private(set) var nextRow = 0
    private var done = 0
    private var reader: JPEGBitReader
    /// ``zigzag`` as bytes, read without bounds checks in the sequential hot loop.
    private let naturalOrder = Self.naturalOrderBytes
    // NB: written once by the lazy initialiser and only read afterwards.
    nonisolated(unsafe) private static let naturalOrderBytes: UnsafeMutablePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        for (k, index) in zigzag.enumerated() { table[k] = UInt8(index) }
        return table
    }()
    private var endOfBandRun = 0

    /// A scan of `members` (their tables chosen by the scan header) whose data starts where
    /// `reader` stands; throws when a table the scan's kind needs was never defined.
    init(
        members: [Member], kind: Kind, spectral: (Int, Int), approximationLow: Int,
        restartInterval: Int, mcus: (perLine: Int, perColumn: Int), reader: JPEGBitReader
    ) throws(ImageDecodingError) {
        for member in members {
            let needsDC = kind == .sequential || kind == .dcFirst
            let needsAC = kind == .sequential || kind == .acFirst || kind == .acRefine
            guard !needsDC || member.dc != nil, !needsAC || member.ac != nil else {
                throw .damaged("a JPEG scan uses a Huffman table that was never defined")
            }
        }
        self.members = members
        slots = members.map {
            Slot(
                dc: $0.dc?.lookup, ac: $0.ac?.lookup, blocksPerLine: $0.component.blocksPerLine,
                horizontal: $0.component.horizontal, vertical: $0.component.vertical)
        }
        self.kind = kind
        (spectralStart, spectralEnd) = spectral
        self.approximationLow = approximationLow
        self.restartInterval = restartInterval
        self.reader = reader
        let single = members.count == 1 ? members[0].component : nil
        columnCount = single?.usedBlocksPerLine ?? mcus.perLine
        rowCount = single?.usedBlocksPerColumn ?? mcus.perColumn
    }

    /// Decodes the scan's rows up to (not including) `end`, from where it stopped, into the
    /// coefficients its components hold for those rows.
    mutating func decode(through end: Int) throws(ImageDecodingError) {
        let total = columnCount * rowCount
        for index in slots.indices {
            (slots[index].blocks, slots[index].masks, slots[index].firstRow) =
                members[index].component.held
        }
        while nextRow < min(end, rowCount) {
            let row = nextRow
            var column = 0
            while column < columnCount {
                if restartInterval > 0, done > 0, done % restartInterval == 0 {
                    reader.restart()
                    endOfBandRun = 0
                    for index in slots.indices { slots[index].predictor = 0 }
                }
                if slots.count > 1 {
                    try decodeMCU(row: row, column: column)
                    column += 1
                    done += 1
                } else {
                    let decoded = try decodeBlocks(row: row, from: column)
                    column += decoded
                    done += decoded
                }
                if reader.isOverrun, done < total {
                    throw .truncated("the JPEG image data ends early")
                }
            }
            nextRow += 1
        }
    }

    /// Decodes the one component's block at `column` of block row `row`, or, inside an
    /// end-of-band run of a progressive AC scan, every block of the run up to the row's end or
    /// the next restart at once; returns how many blocks it decoded.
    ///
    /// NB: a run costs no Huffman decoding: a first scan leaves its blocks as they are, and a
    /// refinement reads a correction bit for each coefficient already non-zero (from the
    /// blocks' masks, without touching the blocks); a scan bomb repeats such runs.
    @inline(__always)
    private mutating func decodeBlocks(row: Int, from column: Int) throws(ImageDecodingError)
        -> Int
    {
        let blocks = slots[0].blockRow(row) + column * 64
        let masks = slots[0].maskRow(row) + column
        guard endOfBandRun > 0, kind == .acFirst || kind == .acRefine else {
            try decodeBlock(blocks, mask: masks, member: 0)
            return 1
        }
        var span = min(endOfBandRun, columnCount - column)
        if restartInterval > 0 { span = min(span, restartInterval - done % restartInterval) }
        if kind == .acRefine {
            let (plus, minus) = (1 << approximationLow, -1 << approximationLow)
            let band = Self.bandMask(from: spectralStart, through: spectralEnd)
            for index in 0..<span {
                var pending = masks[index] & band
                while pending != 0 {
                    let k = pending.trailingZeroBitCount
                    refine(blocks + index * 64 + Self.zigzag[k], plus: plus, minus: minus)
                    pending &= pending - 1
                }
            }
        }
        endOfBandRun -= span
        return span
    }

    /// Bits `first` through `last` (0–63) set.
    @inline(__always)
    static func bandMask(from first: Int, through last: Int) -> UInt64 {
        (UInt64.max >> UInt64(63 - last)) & (UInt64.max << UInt64(first))
    }

    private mutating func decodeMCU(row: Int, column: Int) throws(ImageDecodingError) {
        for index in slots.indices {
            let slot = slots[index]
            for v in 0..<slot.vertical {
                let blockRow = row * slot.vertical + v
                let blocks = slot.blockRow(blockRow)
                let masks = slot.maskRow(blockRow)
                for h in 0..<slot.horizontal {
                    let at = column * slot.horizontal + h
                    try decodeBlock(blocks + at * 64, mask: masks + at, member: index)
                }
            }
        }
    }

    @inline(__always)
    private mutating func decodeBlock(
        _ block: UnsafeMutablePointer<Int16>, mask: UnsafeMutablePointer<UInt64>, member: Int
    ) throws(ImageDecodingError) {
        switch kind {
        case .sequential:
            try decodeDC(block, member: member)
            try decodeSequentialAC(block, member: member)
        case .dcFirst: try decodeDC(block, member: member)
        case .dcRefine:
            if reader.bits(1) == 1 { block[0] |= Int16(truncatingIfNeeded: 1 << approximationLow) }
        case .acFirst: try decodeACFirst(block, mask: mask, member: member)
        case .acRefine: try decodeACRefine(block, mask: mask, member: member)
        }
    }

    @inline(__always)
    private mutating func decodeDC(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        // NB: the tables a scan's kind uses were checked when it was made.
        let size = try reader.decode(slots[member].dc.unsafelyUnwrapped)
        guard size <= 16 else { throw .damaged("a JPEG DC difference is out of range") }
        slots[member].predictor &+= reader.signed(size)
        block[0] = Int16(truncatingIfNeeded: slots[member].predictor << approximationLow)
    }

    /// The 63 AC coefficients of a sequential scan, most of them resolved in one lookup
    /// (``JPEGHuffmanTable/fastAC``).
    @inline(__always)
    private mutating func decodeSequentialAC(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        let ac = slots[member].ac.unsafelyUnwrapped
        let order = naturalOrder
        var k = 1
        while k <= 63 {
            let fast = Int(ac.fastAC[reader.peekFast()])
            if fast != 0 {
                reader.skip(fast & 0xFF)
                k += (fast >> 8) & 0xFF
                guard k <= 63 else { throw .damaged("a JPEG block has too many coefficients") }
                block[Int(order[k])] = Int16(truncatingIfNeeded: fast >> 16)
                k += 1
                continue
            }
            let symbol = try reader.decode(ac)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                if run < 15 { return }
                k += 16
                continue
            }
            k += run
            guard k <= 63 else { throw .damaged("a JPEG block has too many coefficients") }
            block[Int(order[k])] = Int16(truncatingIfNeeded: reader.signed(size))
            k += 1
        }
    }

    /// The first pass of a progressive AC band (a block outside an end-of-band run), noting
    /// each non-zero coefficient in the block's mask.
    @inline(__always)
    private mutating func decodeACFirst(
        _ block: UnsafeMutablePointer<Int16>, mask: UnsafeMutablePointer<UInt64>, member: Int
    ) throws(ImageDecodingError) {
        let ac = slots[member].ac.unsafelyUnwrapped
        var k = spectralStart
        while k <= spectralEnd {
            let symbol = try reader.decode(ac)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + reader.bits(run)
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= spectralEnd else {
                throw .damaged("a JPEG block has too many coefficients")
            }
            let value = Int16(truncatingIfNeeded: reader.signed(size) * (1 << approximationLow))
            block[Self.zigzag[k]] = value
            if value != 0 { mask.pointee |= 1 << UInt64(k) }
            k += 1
        }
    }

    /// A refinement pass of a progressive AC band (spec G.1.2.3) over a block that starts
    /// outside an end-of-band run, noting new non-zero coefficients in the block's mask.
    private mutating func decodeACRefine(
        _ block: UnsafeMutablePointer<Int16>, mask: UnsafeMutablePointer<UInt64>, member: Int
    ) throws(ImageDecodingError) {
        let plus = 1 << approximationLow
        let minus = -1 << approximationLow
        var k = spectralStart
        if endOfBandRun == 0 {
            let ac = slots[member].ac.unsafelyUnwrapped
            while k <= spectralEnd {
                let symbol = try reader.decode(ac)
                var run = symbol >> 4
                let size = symbol & 15
                var value = 0
                if size != 0 {
                    value = reader.bits(1) == 1 ? plus : minus
                } else if run != 15 {
                    endOfBandRun = (1 << run) + reader.bits(run)
                    break
                }
                while k <= spectralEnd {
                    let index = Self.zigzag[k]
                    if block[index] != 0 {
                        refine(block + index, plus: plus, minus: minus)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0, k <= spectralEnd {
                    block[Self.zigzag[k]] = Int16(truncatingIfNeeded: value)
                    mask.pointee |= 1 << UInt64(k)
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            // NB: the rest of the block, from k, is in the run the last symbol began.
            var pending =
                k <= spectralEnd ? mask.pointee & Self.bandMask(from: k, through: spectralEnd) : 0
            while pending != 0 {
                refine(block + Self.zigzag[pending.trailingZeroBitCount], plus: plus, minus: minus)
                pending &= pending - 1
            }
            endOfBandRun -= 1
        }
    }

    /// Adds one correction bit to a coefficient that is already non-zero.
    @inline(__always)
    private mutating func refine(_ coefficient: UnsafeMutablePointer<Int16>, plus: Int, minus: Int)
    {
        guard reader.bits(1) == 1, Int(coefficient.pointee) & plus == 0 else { return }
        let step = coefficient.pointee >= 0 ? plus : minus
        coefficient.pointee = Int16(truncatingIfNeeded: Int(coefficient.pointee) + step)
    }
}
