/// The fields of a PNG's IHDR chunk, validated: a colour type with a bit depth it allows.
struct PNGHeader {
    /// PNG colour types (the IHDR byte).
    enum ColourType: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the PNG specification allows for this colour type.
        var allowedDepths: Set<Int> {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    let width: Int
    let height: Int
    let depth: Int
    let colourType: ColourType
    let interlaced: Bool

    /// Bits per pixel in the filtered rows.
    var bitsPerPixel: Int { depth * colourType.channels }
    /// The byte distance the row filters look back: whole pixels, at least one byte.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Reads and validates the 13 bytes of IHDR.
    init(_ data: ArraySlice<UInt8>) throws(ImageDecodingError) {
        guard data.count == 13 else { throw .damaged("the PNG header chunk has a wrong length") }
        let base = data.startIndex
        func word(_ offset: Int) -> Int {
            (base + offset..<base + offset + 4).reduce(0) { $0 << 8 | Int(data[$1]) }
        }
        width = word(0)
        height = word(4)
        depth = Int(data[base + 8])
        guard let type = ColourType(rawValue: data[base + 9]), type.allowedDepths.contains(depth)
        else {
            throw .damaged(
                "the PNG header gives colour type \(data[base + 9]) with bit depth \(depth)")
        }
        colourType = type
        guard data[base + 10] == 0, data[base + 11] == 0, data[base + 12] <= 1 else {
            throw .damaged("the PNG header names an unknown compression, filter or interlace")
        }
        interlaced = data[base + 12] == 1
        try ImageLimits.check(width: width, height: height)
    }

    /// Bytes in one filtered row of `pixels` pixels, without the filter-type byte.
    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The passes of the image: one for a plain image, the seven Adam7 passes otherwise
    /// (empty passes of tiny images included, with zero width or height).
    var passes: [PNGPass] {
        guard interlaced else {
            return [PNGPass(x: 0, y: 0, dx: 1, dy: 1, imageWidth: width, imageHeight: height)]
        }
        return [
            (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
            (0, 1, 1, 2),
        ].map {
            PNGPass(x: $0.0, y: $0.1, dx: $0.2, dy: $0.3, imageWidth: width, imageHeight: height)
        }
    }

    /// The exact number of bytes the zlib stream must inflate to.
    var inflatedSize: Int {
        passes.reduce(0) { total, pass in
            pass.width == 0 ? total : total + pass.height * (1 + rowBytes(pass.width))
        }
    }
}

/// One pass over the image: the pixels at `x + i*dx`, `y + j*dy`.
struct PNGPass {
    let x: Int
    let y: Int
    let dx: Int
    let dy: Int
    /// Pixels per row in this pass.
    let width: Int
    /// Rows in this pass.
    let height: Int

    init(x: Int, y: Int, dx: Int, dy: Int, imageWidth: Int, imageHeight: Int) {
        self.x = x
        self.y = y
        self.dx = dx
        self.dy = dy
        width = imageWidth > x ? (imageWidth - x + dx - 1) / dx : 0
        height = imageHeight > y ? (imageHeight - y + dy - 1) / dy : 0
    }
}
