/// Decodes baseline and progressive Huffman JPEG files (greyscale or three components, any
/// sampling factors, restart intervals) into RGBA8, and reads the EXIF orientation.
///
/// Marker segments are walked with every length checked against the bytes left. Frames
/// this decoder refuses name the feature: CMYK/YCCK colour, arithmetic coding, 12-bit
/// samples, lossless or hierarchical coding. The frame size passes ``ImageLimits`` and the
/// file must hold at least one bit per block before any buffer is allocated.
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
    var scans = 0
    /// Coefficients decoded by the scans so far, checked against ``coefficientBudget``.
    var coefficientWork = 0
    /// The upright pixel box the image must still cover (nil: full size).
    var box: (width: Int, height: Int)?
    /// The reduction, settled at the first scan so every component's plane agrees.
    var reduction: Int?

    private init(data: UnsafeBufferPointer<UInt8>) {
        self.data = data
    }

    /// Decodes `bytes`, which start with the SOI marker; returns the image and its EXIF
    /// orientation (1 when there is none).
    ///
    /// With a `box` (upright pixels), the image is decoded at the smallest of 1/1, 1/2, 1/4
    /// and 1/8 of its size that still covers the box with its aspect kept (libjpeg's
    /// `scale_denom`, reduced inverse DCTs): never smaller than the box needs.
    static func decode(_ bytes: [UInt8], covering box: (width: Int, height: Int)? = nil)
        throws(ImageDecodingError) -> (DecodedImage, Int)
    {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ImageDecodingError) in
                var decoder = JPEGDecoder(data: buffer)
                decoder.box = box
                return try decoder.run()
            }
        }
        return try result.get()
    }

    private mutating func run() throws(ImageDecodingError) -> (DecodedImage, Int) {
        var position = 2
        markers: while true {
            while position < data.count, data[position] != 0xFF { position += 1 }
            while position + 1 < data.count, data[position + 1] == 0xFF { position += 1 }
            guard position + 1 < data.count else {
                if scans > 0 { break markers }
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
                position = try decodeScan(header: segment, dataStart: position)
                scans += 1
            } else {
                try read(marker: marker, segment: segment)
            }
        }
        if let frame, reduction == nil { reduction = largestReduction(of: frame) }
        return (try finish(), orientation)
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

    /// Inverse DCT (what the scans left), upsampling and colour conversion once all scans
    /// are read, at the reduction ``box`` allows.
    private func finish() throws(ImageDecodingError) -> DecodedImage {
        guard let frame, scans > 0 else { throw .damaged("the JPEG holds no image data") }
        let reduction = reduction ?? 1
        let smallest = 8 / reduction
        var upsamplers: [JPEGUpsampler] = []
        for component in frame.components {
            if component.transformer == nil {
                try makeTransformer(for: component, in: frame)
            }
            component.transformRows(before: component.blocksPerColumn)
            guard let transformer = component.transformer else {
                throw .damaged("the JPEG uses a quantisation table that was never defined")
            }
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
        let width = (frame.width + reduction - 1) / reduction
        let height = (frame.height + reduction - 1) / reduction
        let pixels = JPEGRowConverter(upsamplers: upsamplers, transform: transform)
            .rgba(width: width, height: height)
        return DecodedImage(width: width, height: height, pixels: pixels)
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
    /// large as an aspect fill of ``box`` needs (1 without a box).
    func largestReduction(of frame: JPEGFrame) -> Int {
        guard let box else { return 1 }
        let swaps = (5...8).contains(orientation)
        let width = swaps ? frame.height : frame.width
        let height = swaps ? frame.width : frame.height
        return [8, 4, 2].first {
            (width + $0 - 1) / $0 >= box.width && (height + $0 - 1) / $0 >= box.height
        } ?? 1
    }
}
