/// Undoes the PNG row filters and turns rows of any depth and colour type into RGBA8 pixels,
/// one row at a time.
struct PNGPixelExpander {
    let header: PNGHeader
    /// The palette as RGBA, 4 bytes per entry (alpha from `tRNS`, 255 otherwise).
    private let palette: [UInt8]
    /// The grey or RGB sample values (at full bit depth) that `tRNS` makes transparent;
    /// -1 (never a sample) when there is none.
    private let transparentKey: (Int, Int, Int)

    init(header: PNGHeader, palette: [UInt8], transparency: [UInt8]?) throws(ImageDecodingError) {
        self.header = header
        var rgba: [UInt8] = []
        if header.colourType == .palette {
            let count = palette.count / 3
            if let transparency, transparency.count > count {
                throw .damaged("the PNG transparency chunk is longer than its palette")
            }
            for index in 0..<count {
                rgba += palette[index * 3..<index * 3 + 3]
                let alphas = transparency ?? []
                rgba.append(index < alphas.count ? alphas[index] : 255)
            }
        }
        self.palette = rgba
        switch (header.colourType, transparency) {
        case (.grey, let key?) where key.count == 2:
            transparentKey = (Int(key[0]) << 8 | Int(key[1]), -1, -1)
        case (.rgb, let key?) where key.count == 6:
            transparentKey = (
                Int(key[0]) << 8 | Int(key[1]), Int(key[2]) << 8 | Int(key[3]),
                Int(key[4]) << 8 | Int(key[5])
            )
        case (.grey, _?), (.rgb, _?):
            throw .damaged("the PNG transparency chunk has a wrong length")
        default:
            transparentKey = (-1, -1, -1)
        }
    }

    /// Reverses the row filter (None, Sub, Up, Average, Paeth) of `row`, in place, against the
    /// pass's unfiltered `previous` row (nil for the first row of a pass: all zeros).
    func unfilter(
        _ row: UnsafeMutableBufferPointer<UInt8>, filter: UInt8,
        previous: UnsafeBufferPointer<UInt8>?
    ) throws(ImageDecodingError) {
        let stride = header.filterStride
        let count = row.count
        switch (filter, previous) {
        case (0, _), (2, nil): return
        case (1, _), (4, nil):
            for index in stride..<max(stride, count) { row[index] &+= row[index - stride] }
        case (2, let up?):
            for index in 0..<count { row[index] &+= up[index] }
        case (3, let up):
            for index in 0..<count {
                let left = index >= stride ? Int(row[index - stride]) : 0
                row[index] &+= UInt8(truncatingIfNeeded: (left + Int(up?[index] ?? 0)) >> 1)
            }
        case (4, let up?):
            for index in 0..<count {
                let left = index >= stride ? Int(row[index - stride]) : 0
                let upLeft = index >= stride ? Int(up[index - stride]) : 0
                row[index] &+= UInt8(
                    truncatingIfNeeded: PNGPaeth.predict(left, Int(up[index]), upLeft))
            }
        default: throw .damaged("a PNG row has an unknown filter type")
        }
    }

    /// Writes the first `width` pixels of one unfiltered row as RGBA8 into `pixels`.
    func expand(
        _ row: UnsafeBufferPointer<UInt8>, width: Int, into pixels: UnsafeMutablePointer<UInt8>
    ) throws(ImageDecodingError) {
        if expandTrueColour(row, width: width, into: pixels) { return }
        let depth = header.depth
        let channels = header.colourType.channels
        let maximum = (1 << depth) - 1
        let base = 0
        /// Sample `index` of the row at full bit depth.
        func sample(_ index: Int) -> Int {
            switch depth {
            case 8: return Int(row[base + index])
            case 16: return Int(row[base + index * 2]) << 8 | Int(row[base + index * 2 + 1])
            default:
                let bit = index * depth
                let byte = Int(row[base + bit / 8])
                return (byte >> (8 - depth - bit % 8)) & maximum
            }
        }
        func eight(_ value: Int) -> UInt8 {
            UInt8((value * 255 + maximum / 2) / maximum)
        }
        for column in 0..<width {
            let target = column * 4
            let first = column * channels
            switch header.colourType {
            case .palette:
                let index = sample(first) * 4
                // NB: libpng draws an index past the palette as opaque black; the spec calls
                // the file an error, and so does this decoder.
                guard index + 4 <= palette.count else {
                    throw .damaged("a PNG pixel uses a colour past its palette")
                }
                for channel in 0..<4 { pixels[target + channel] = palette[index + channel] }
            case .grey, .greyAlpha:
                let grey = sample(first)
                let value = eight(grey)
                pixels[target] = value
                pixels[target + 1] = value
                pixels[target + 2] = value
                if header.colourType == .greyAlpha {
                    pixels[target + 3] = eight(sample(first + 1))
                } else {
                    pixels[target + 3] = transparentKey.0 == grey ? 0 : 255
                }
            case .rgb, .rgba:
                let red = sample(first)
                let green = sample(first + 1)
                let blue = sample(first + 2)
                pixels[target] = eight(red)
                pixels[target + 1] = eight(green)
                pixels[target + 2] = eight(blue)
                if header.colourType == .rgba {
                    pixels[target + 3] = eight(sample(first + 3))
                } else {
                    let key = transparentKey
                    let isKey = key.0 == red && key.1 == green && key.2 == blue
                    pixels[target + 3] = isKey ? 0 : 255
                }
            }
        }
    }

    /// The common photo rows, RGB or RGBA of 8 or 16 bits without a transparent key, in one
    /// tight loop; false for every other kind, which ``expand(_:width:into:)`` handles.
    private func expandTrueColour(
        _ row: UnsafeBufferPointer<UInt8>, width: Int, into pixels: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let type = header.colourType
        guard type == .rgba || (type == .rgb && transparentKey.0 < 0),
            header.depth == 8 || header.depth == 16, let source = row.baseAddress
        else { return false }
        let channels = type.channels
        let alpha = type == .rgba
        if header.depth == 8 {
            for column in 0..<width {
                let from = source + column * channels
                let to = pixels + column * 4
                to[0] = from[0]
                to[1] = from[1]
                to[2] = from[2]
                to[3] = alpha ? from[3] : 255
            }
            return true
        }
        // NB: the same rounding as the general path: (v × 255 + 32767) / 65535.
        @inline(__always) func eight(_ at: UnsafePointer<UInt8>) -> UInt8 {
            UInt8(truncatingIfNeeded: ((Int(at[0]) << 8 | Int(at[1])) * 255 + 32_767) / 65_535)
        }
        for column in 0..<width {
            let from = source + column * channels * 2
            let to = pixels + column * 4
            to[0] = eight(from)
            to[1] = eight(from + 2)
            to[2] = eight(from + 4)
            to[3] = alpha ? eight(from + 6) : 255
        }
        return true
    }
}
