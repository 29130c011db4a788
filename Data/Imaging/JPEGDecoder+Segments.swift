extension JPEGDecoder {
    /// SOF0/1/2: size, precision and components; checks the caps and allocates.
    mutating func readFrame(_ segment: [UInt8], progressive: Bool) throws(ImageDecodingError) {
        guard frame == nil else { throw .damaged("the JPEG has two frame headers") }
        guard segment.count >= 6 else { throw .damaged("the JPEG frame header is cut short") }
        guard segment[0] == 8 else {
            throw segment[0] == 12
                ? .unsupportedJPEG("12-bit samples")
                : .damaged("the JPEG frame has \(segment[0])-bit samples")
        }
        let height = Int(segment[1]) << 8 | Int(segment[2])
        let width = Int(segment[3]) << 8 | Int(segment[4])
        let count = Int(segment[5])
        guard height > 0 else { throw .unsupportedJPEG("the height stored after the image data") }
        if count == 4 {
            throw .unsupportedJPEG(adobeTransform == 2 ? "YCCK colour" : "CMYK colour")
        }
        guard count == 1 || count == 3, segment.count >= 6 + count * 3 else {
            throw .damaged("the JPEG frame has \(count) components")
        }
        try ImageLimits.check(width: width, height: height)
        var specs: [(id: UInt8, h: Int, v: Int, q: Int)] = []
        for index in 0..<count {
            let base = 6 + index * 3
            let h = Int(segment[base + 1] >> 4)
            let v = Int(segment[base + 1] & 15)
            let q = Int(segment[base + 2])
            guard (1...4).contains(h), (1...4).contains(v), q < 4 else {
                throw .damaged("a JPEG component has invalid sampling factors or tables")
            }
            specs.append((segment[base], h, v, q))
        }
        let geometry = (
            width: width, height: height, maxH: specs.map(\.h).max() ?? 1,
            maxV: specs.map(\.v).max() ?? 1
        )
        var blocks = 0
        for spec in specs {
            let samples = JPEGComponent.paddedSamples(
                horizontal: spec.h, vertical: spec.v, frame: geometry)
            guard samples <= ImageLimits.maximumComponentSamples else {
                throw .tooLarge(width: width, height: height)
            }
            let componentWidth = (width * spec.h + geometry.maxH - 1) / geometry.maxH
            let componentHeight = (height * spec.v + geometry.maxV - 1) / geometry.maxV
            blocks += (componentWidth + 7) / 8 * ((componentHeight + 7) / 8)
        }
        // NB: every block costs at least one bit (its DC code), whatever the encoder.
        guard blocks / 8 <= data.count - segmentEnd else {
            throw .truncated("the JPEG holds too little image data for its size")
        }
        let components = specs.map {
            JPEGComponent(
                id: $0.id, horizontal: $0.h, vertical: $0.v, quantTable: $0.q, frame: geometry)
        }
        frame = JPEGFrame(
            width: width, height: height, maxH: geometry.maxH, maxV: geometry.maxV,
            progressive: progressive, components: components)
    }

    /// DHT: one or more tables.
    mutating func readHuffmanTables(_ segment: [UInt8]) throws(ImageDecodingError) {
        var offset = 0
        while offset < segment.count {
            guard offset + 17 <= segment.count else {
                throw .damaged("a JPEG Huffman table is cut short")
            }
            let kind = segment[offset] >> 4
            let slot = Int(segment[offset] & 15)
            guard kind <= 1, slot < 4 else { throw .damaged("a JPEG Huffman table has a bad slot") }
            let counts = segment[offset + 1..<offset + 17]
            let total = counts.reduce(0) { $0 + Int($1) }
            guard total <= 256, offset + 17 + total <= segment.count else {
                throw .damaged("a JPEG Huffman table is cut short")
            }
            let table = try JPEGHuffmanTable(
                counts: counts, symbols: segment[offset + 17..<offset + 17 + total])
            if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
            offset += 17 + total
        }
    }

    /// DQT: one or more tables of 8- or 16-bit values, stored in natural order.
    mutating func readQuantTables(_ segment: [UInt8]) throws(ImageDecodingError) {
        var offset = 0
        while offset < segment.count {
            let wide = segment[offset] >> 4
            let slot = Int(segment[offset] & 15)
            let size = wide == 1 ? 128 : 64
            guard wide <= 1, slot < 4, offset + 1 + size <= segment.count else {
                throw .damaged("a JPEG quantisation table is malformed")
            }
            var table = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                let value =
                    wide == 1
                    ? Int32(segment[offset + 1 + k * 2]) << 8 | Int32(segment[offset + 2 + k * 2])
                    : Int32(segment[offset + 1 + k])
                table[JPEGScanDecoder.zigzag[k]] = value
            }
            quantTables[slot] = table
            offset += 1 + size
        }
    }

    /// SOS: reads the scan header and records the scan to decode once every scan is known
    /// (nothing is decoded yet), charging its work to the budget; returns where its
    /// entropy-coded data ends (the next marker).
    mutating func readScan(header: [UInt8], dataStart: Int) throws(ImageDecodingError) -> Int {
        guard let frame else { throw .damaged("a JPEG scan comes before the frame header") }
        guard scans.count < ImageLimits.maximumJPEGScans else {
            throw .unsupportedJPEG("more than \(ImageLimits.maximumJPEGScans) scans")
        }
        guard let count = header.first.map(Int.init), (1...4).contains(count),
            header.count >= 1 + count * 2 + 3
        else { throw .damaged("a JPEG scan header is malformed") }
        var members: [JPEGScanDecoder.Member] = []
        for index in 0..<count {
            let id = header[1 + index * 2]
            let tables = header[2 + index * 2]
            guard let component = frame.components.first(where: { $0.id == id }),
                !members.contains(where: { $0.component === component }), tables >> 4 < 4,
                tables & 15 < 4
            else { throw .damaged("a JPEG scan names an unknown component or table") }
            if component.quant == nil { component.quant = quantTables[component.quantTable] }
            members.append(
                JPEGScanDecoder.Member(
                    component: component, dc: dcTables[Int(tables >> 4)],
                    ac: acTables[Int(tables & 15)]))
        }
        let start = Int(header[1 + count * 2])
        let end = Int(header[2 + count * 2])
        let high = Int(header[3 + count * 2] >> 4)
        let low = Int(header[3 + count * 2] & 15)
        let kind = try scanKind(start: start, end: end, high: high, low: low, count: count)
        let blocksPerMCU = members.reduce(0) {
            $0 + $1.component.horizontal * $1.component.vertical
        }
        guard count == 1 || blocksPerMCU <= 10 else {
            throw .damaged("a JPEG scan has more than 10 blocks per MCU")
        }
        try chargeWork(header, in: frame)
        scans.append(
            try JPEGScanDecoder(
                members: members, kind: kind, spectral: (start, end), approximationLow: low,
                restartInterval: restartInterval, mcus: (frame.mcusPerLine, frame.mcusPerColumn),
                reader: JPEGBitReader(data: data, position: dataStart)))
        return endOfScanData(from: dataStart)
    }

    /// Adds what this scan decodes to ``coefficientWork`` and refuses the file, before any
    /// scan is decoded, once the frame's budget is passed.
    private mutating func chargeWork(_ header: [UInt8], in frame: JPEGFrame)
        throws(ImageDecodingError)
    {
        coefficientWork += try scanWork(header, in: frame)
        guard coefficientWork <= budget(of: frame) else { throw Self.overBudget }
    }

    /// The position of the first marker at or after `position` that ends a scan's data:
    /// stuffed zeros (`FF 00`), fill bytes and restart markers belong to the data.
    private func endOfScanData(from position: Int) -> Int {
        var index = position
        while index + 1 < data.count {
            guard data[index] == 0xFF else {
                index += 1
                continue
            }
            switch data[index + 1] {
            case 0xFF: index += 1
            case 0x00, 0xD0...0xD7: index += 2
            default: return index
            }
        }
        return data.count
    }

    /// Gives `component` its plane for the blocks `blocks`, at the block size the decode's
    /// reduction asks for, with its latched quantisation table (the current one when it was
    /// never scanned).
    func makeTransformer(
        for component: JPEGComponent, in frame: JPEGFrame, reduction: Int,
        blocks: (columns: Range<Int>, rows: Range<Int>), memory: DecodeMemory
    ) throws(ImageDecodingError) {
        guard let quant = component.quant ?? quantTables[component.quantTable] else {
            throw .damaged("the JPEG uses a quantisation table that was never defined")
        }
        component.transformer = JPEGBlockTransformer(
            component, quant: quant,
            size: blockSize(of: component, smallest: 8 / reduction, in: frame), blocks: blocks,
            memory: memory)
    }

    private func scanKind(start: Int, end: Int, high: Int, low: Int, count: Int)
        throws(ImageDecodingError) -> JPEGScanDecoder.Kind
    {
        guard frame?.progressive == true else { return .sequential }
        guard start <= end, end <= 63, low <= 13, (start == 0) == (end == 0),
            start == 0 || count == 1
        else { throw .damaged("a progressive JPEG scan has an invalid band") }
        switch (start == 0, high == 0) {
        case (true, true): return .dcFirst
        case (true, false): return .dcRefine
        case (false, true): return .acFirst
        case (false, false): return .acRefine
        }
    }
}
