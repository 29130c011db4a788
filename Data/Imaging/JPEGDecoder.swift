/// Decodes baseline and progressive Huffman JPEG files (greyscale or three components, any
/// sampling factors, restart intervals) into RGBA8, and reads the EXIF orientation.
///
/// Marker segments are walked with every length checked against the bytes left. Frames
/// this decoder refuses name the feature: CMYK/YCCK colour, arithmetic coding, 12-bit
/// samples, lossless or hierarchical coding. The frame size passes ``ImageLimits`` and the
/// file must hold at least one bit per block before any buffer is allocated.
///
/// Every scan is found and its work charged to the budget before any is decoded. Then a
/// sequential frame is decoded an MCU row at a time, and a progressive one a band of MCU rows
/// at a time: each scan decodes the band's rows and stops, keeping its place (bit position,
/// end-of-band run, DC predictions), so the coefficients of one band exist at once, whatever
/// the photo's height. Only the blocks of the region asked for are transformed and kept.
struct JPEGDecoder {
    let data: UnsafeBufferPointer<UInt8>
    /// Where the segment being read ends: the bytes after it are what the file has left.
    var segmentEnd = 0
    var quantTables: [[Int32]?] = [nil, nil, nil, nil]
    var dcTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    var acTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    var frame: JPEGFrame?
    var restartInterval = 0
    var orientation = 1
    var sawExif = false
    var adobeTransform: Int?
    /// The scans read so far, each ready to decode from the start of its data.
    var scans: [JPEGScanDecoder] = []
    /// Coefficients the scans so far decode, checked against ``budget(of:)``.
    var coefficientWork = 0
    /// The box to cover and the region to keep.
    let request: ImageDecodeRequest
    /// The most coefficient bytes one band of a progressive decode holds.
    let bandBytes: Int

    /// The coefficient bytes a progressive band holds unless a test asks for less: a few MCU
    /// rows of a wide photo, so the band loop's cost per scan stays small.
    static let standardBandBytes = 8 << 20

    private init(data: UnsafeBufferPointer<UInt8>, request: ImageDecodeRequest, bandBytes: Int) {
        self.data = data
        self.request = request
        self.bandBytes = bandBytes
    }

    /// Decodes what `request` asks of `bytes`, which start with the SOI marker: the image at
    /// the smallest of 1/1, 1/2, 1/4 and 1/8 of its size that still covers the request's box
    /// with its aspect kept (libjpeg's `scale_denom`, reduced inverse DCTs), and of it only
    /// the request's region, upright (EXIF orientation applied).
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ request: ImageDecodeRequest,
        bandBytes: Int = standardBandBytes
    ) throws(ImageDecodingError) -> DecodedRegion {
        var decoder = JPEGDecoder(data: bytes, request: request, bandBytes: bandBytes)
        return try decoder.run()
    }

    private mutating func run() throws(ImageDecodingError) -> DecodedRegion {
        var position = 2
        markers: while true {
            while position < data.count, data[position] != 0xFF { position += 1 }
            while position + 1 < data.count, data[position + 1] == 0xFF { position += 1 }
            guard position + 1 < data.count else {
                if !scans.isEmpty { break markers }
                throw .truncated("the JPEG ends before its image data")
            }
            let marker = data[position + 1]
            position += 2
            switch marker {
            case 0xD9: break markers
            case 0x00, 0x01, 0xD0...0xD8: continue
            default: break
            }
            guard position + 2 <= data.count else {
                throw .truncated("a JPEG segment is cut short")
            }
            let length = Int(data[position]) << 8 | Int(data[position + 1])
            guard length >= 2, position + length <= data.count else {
                throw .truncated("a JPEG segment runs past the end of the file")
            }
            let segment = Array(data[position + 2..<position + length])
            position += length
            segmentEnd = position
            if marker == 0xDA {
                position = try readScan(header: segment, dataStart: position)
            } else {
                try read(marker: marker, segment: segment)
            }
        }
        return try finish()
    }

    /// Handles every segment other than SOS.
    private mutating func read(marker: UInt8, segment: [UInt8]) throws(ImageDecodingError) {
        switch marker {
        case 0xC0, 0xC1, 0xC2: try readFrame(segment, progressive: marker == 0xC2)
        case 0xC3: throw .unsupportedJPEG("lossless coding")
        case 0xC5, 0xC6, 0xC7: throw .unsupportedJPEG("hierarchical coding")
        case 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF: throw .unsupportedJPEG("arithmetic coding")
        case 0xC4: try readHuffmanTables(segment)
        case 0xDB: try readQuantTables(segment)
        case 0xDD:
            guard segment.count >= 2 else {
                throw .damaged("the JPEG restart interval is cut short")
            }
            restartInterval = Int(segment[0]) << 8 | Int(segment[1])
        case 0xE1 where !sawExif:
            if let value = ExifOrientationReader.orientation(app1: segment[...]) {
                orientation = value
                sawExif = true
            }
        case 0xEE:
            if segment.count >= 12, segment.starts(with: Array("Adobe".utf8)) {
                adobeTransform = Int(segment[11])
            }
        default: break
        }
    }

    /// Decodes the scans (band by band for a progressive frame), transforming the region's
    /// blocks, then upsamples and converts the region's rows to RGBA.
    private mutating func finish() throws(ImageDecodingError) -> DecodedRegion {
        guard let frame, !scans.isEmpty else { throw .damaged("the JPEG holds no image data") }
        let reduction = largestReduction(of: frame)
        let regions = request.regions(
            width: frame.width, height: frame.height, orientation: orientation,
            factor: reduction)
        let window = JPEGWindow(frame: frame, reduction: reduction, region: regions.stored)
        let memory = DecodeMemory()
        for component in frame.components {
            try makeTransformer(
                for: component, in: frame, reduction: reduction,
                blocks: window.blocks(of: component), memory: memory)
        }
        if frame.progressive {
            try decodeBands(of: frame, memory: memory)
        } else {
            try decodeRows(of: frame, memory: memory)
        }
        for component in frame.components { component.release() }
        let smallest = 8 / reduction
        var upsamplers: [JPEGUpsampler] = []
        for component in frame.components {
            // NB: every component was given a transformer above.
            guard let transformer = component.transformer else { continue }
            let size = transformer.size
            upsamplers.append(
                JPEGUpsampler(
                    transformer.plane,
                    factors: (
                        component.horizontal * size, component.vertical * size,
                        frame.maxH * smallest, frame.maxV * smallest
                    ),
                    fancy: smallest > 1))
        }
        let ids = frame.components.map(\.id)
        let transform: JPEGColourConverter.Transform =
            upsamplers.count == 1
            ? .grey : adobeTransform == 0 || ids == Array("RGB".utf8) ? .rgb : .yCbCr
        let converter = JPEGRowConverter(upsamplers: upsamplers, transform: transform)
        let stored = StoredRegion(width: regions.stored.width, height: regions.stored.height) {
            converter.rows(window: window.pixels, keeping: regions.stored, memory: memory, $0)
        }
        defer { for component in frame.components { component.transformer = nil } }
        return DecodedRegion(
            stored: stored, orientation: orientation, region: regions.upright,
            storedSize: (frame.width, frame.height), factor: reduction, request: request,
            memory: memory)
    }

    /// A sequential frame: each scan in turn, an MCU row (or a block row of a one-component
    /// scan) at a time, each row transformed as soon as it is decoded.
    private mutating func decodeRows(of frame: JPEGFrame, memory: DecodeMemory)
        throws(ImageDecodingError)
    {
        for index in scans.indices {
            let components = scans[index].components
            let rowsPerRow = components.count == 1 ? 1 : nil
            for row in 0..<scans[index].rowCount {
                for component in components {
                    let height = rowsPerRow ?? component.vertical
                    component.hold(
                        rows: row * height..<(row + 1) * height, capacity: component.vertical,
                        memory: memory)
                }
                try scans[index].decode(through: row + 1)
                for component in components { component.transform(rows: component.heldRows) }
            }
        }
    }

    /// A progressive frame: band by band of MCU rows, every scan decodes the band's rows,
    /// then the band's blocks are transformed and its coefficients reused for the next.
    private mutating func decodeBands(of frame: JPEGFrame, memory: DecodeMemory)
        throws(ImageDecodingError)
    {
        let rowBytes = frame.components.reduce(0) {
            $0 + $1.blocksPerLine * $1.vertical * JPEGComponent.bytesPerBlock
        }
        let band = max(1, min(bandBytes / max(rowBytes, 1), frame.mcusPerColumn))
        for first in stride(from: 0, to: frame.mcusPerColumn, by: band) {
            let last = min(first + band, frame.mcusPerColumn)
            for component in frame.components {
                component.hold(
                    rows: first * component.vertical..<last * component.vertical,
                    capacity: band * component.vertical, memory: memory)
            }
            for index in scans.indices {
                let single = scans[index].components.count == 1
                let end = single ? last * scans[index].components[0].vertical : last
                try scans[index].decode(through: end)
            }
            for component in frame.components { component.transform(rows: component.heldRows) }
        }
    }

    /// The samples per side a block of `component` is transformed to when the image's blocks
    /// give `smallest`: as libjpeg does, a subsampled component takes a larger inverse DCT
    /// (up to the full 8) instead of being upsampled, as far as its factors divide evenly.
    func blockSize(of component: JPEGComponent, smallest: Int, in frame: JPEGFrame)
        -> Int
    {
        var size = smallest
        while size < 8, (frame.maxH * smallest) % (component.horizontal * size * 2) == 0,
            (frame.maxV * smallest) % (component.vertical * size * 2) == 0
        {
            size *= 2
        }
        return size
    }

    /// The largest DCT reduction (8, 4, 2 or 1) that keeps the upright image at least as
    /// large as an aspect fill of the request's box needs (1 without a box).
    func largestReduction(of frame: JPEGFrame) -> Int {
        guard let box = request.box else { return 1 }
        let swaps = (5...8).contains(orientation)
        let width = swaps ? frame.height : frame.width
        let height = swaps ? frame.width : frame.height
        return [8, 4, 2].first {
            (width + $0 - 1) / $0 >= box.width && (height + $0 - 1) / $0 >= box.height
        } ?? 1
    }
}
