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

    /// One component of the scan, the Huffman tables it uses and its DC prediction.
    struct Member {
        let component: JPEGComponent
        let dc: JPEGHuffmanTable?
        let ac: JPEGHuffmanTable?
        var predictor = 0
    }

    private var members: [Member]
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
        while nextRow < min(end, rowCount) {
            let row = nextRow
            let blocks = members.count == 1 ? members[0].component.blockRow(row) : nil
            for column in 0..<columnCount {
                if restartInterval > 0, done > 0, done % restartInterval == 0 {
                    reader.restart()
                    endOfBandRun = 0
                    for index in members.indices { members[index].predictor = 0 }
                }
                if let blocks {
                    try decodeBlock(blocks + column * 64, member: 0)
                } else {
                    try decodeMCU(row: row, column: column)
                }
                done += 1
                if reader.isOverrun, done < total {
                    throw .truncated("the JPEG image data ends early")
                }
            }
            nextRow += 1
        }
    }

    private mutating func decodeMCU(row: Int, column: Int) throws(ImageDecodingError) {
        for index in members.indices {
            let component = members[index].component
            for v in 0..<component.vertical {
                let blocks = component.blockRow(row * component.vertical + v)
                for h in 0..<component.horizontal {
                    try decodeBlock(
                        blocks + (column * component.horizontal + h) * 64, member: index)
                }
            }
        }
    }

    @inline(__always)
    private mutating func decodeBlock(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        switch kind {
        case .sequential:
            try decodeDC(block, member: member)
            try decodeSequentialAC(block, member: member)
        case .dcFirst: try decodeDC(block, member: member)
        case .dcRefine:
            if reader.bits(1) == 1 { block[0] |= Int16(truncatingIfNeeded: 1 << approximationLow) }
        case .acFirst: try decodeACFirst(block, member: member)
        case .acRefine: try decodeACRefine(block, member: member)
        }
    }

    @inline(__always)
    private mutating func decodeDC(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        // NB: the tables a scan's kind uses were checked when it was made.
        let size = try reader.decode(members[member].dc.unsafelyUnwrapped)
        guard size <= 16 else { throw .damaged("a JPEG DC difference is out of range") }
        members[member].predictor &+= reader.signed(size)
        block[0] = Int16(truncatingIfNeeded: members[member].predictor << approximationLow)
    }

    /// The 63 AC coefficients of a sequential scan, most of them resolved in one lookup
    /// (``JPEGHuffmanTable/fastAC``).
    @inline(__always)
    private mutating func decodeSequentialAC(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        let ac = members[member].ac.unsafelyUnwrapped
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

    /// Sequential AC coefficients, or the first pass of a progressive AC band.
    @inline(__always)
    private mutating func decodeACFirst(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        let ac = members[member].ac.unsafelyUnwrapped
        var k = kind == .sequential ? 1 : spectralStart
        let end = kind == .sequential ? 63 : spectralEnd
        while k <= end {
            let symbol = try reader.decode(ac)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                if run < 15 {
                    if kind != .sequential {
                        endOfBandRun = (1 << run) - 1 + reader.bits(run)
                    }
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= end else { throw .damaged("a JPEG block has too many coefficients") }
            block[Self.zigzag[k]] = Int16(
                truncatingIfNeeded: reader.signed(size) * (1 << approximationLow))
            k += 1
        }
    }

    /// A refinement pass of a progressive AC band (spec G.1.2.3).
    private mutating func decodeACRefine(_ block: UnsafeMutablePointer<Int16>, member: Int)
        throws(ImageDecodingError)
    {
        let plus = 1 << approximationLow
        let minus = -1 << approximationLow
        var k = spectralStart
        if endOfBandRun == 0 {
            let ac = members[member].ac.unsafelyUnwrapped
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
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= spectralEnd {
                let index = Self.zigzag[k]
                if block[index] != 0 { refine(block + index, plus: plus, minus: minus) }
                k += 1
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
