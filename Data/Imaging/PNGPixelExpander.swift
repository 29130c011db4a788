/// Undoes the PNG row filters and turns each pass's rows into RGBA8 pixels in place.
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

    /// The RGBA pixels of the image whose inflated, filtered rows are `rows`.
    func expand(_ rows: [UInt8]) throws(ImageDecodingError) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var filtered = rows
        var offset = 0
        for pass in header.passes where pass.width > 0 && pass.height > 0 {
            let rowBytes = header.rowBytes(pass.width)
            try unfilter(&filtered, start: offset, rowBytes: rowBytes, rows: pass.height)
            for row in 0..<pass.height {
                let rowStart = offset + row * (rowBytes + 1) + 1
                write(
                    row: filtered[rowStart..<rowStart + rowBytes], pass: pass, y: row, into: &pixels
                )
            }
            offset += pass.height * (rowBytes + 1)
        }
        return pixels
    }

    /// Reverses the per-row filters (None, Sub, Up, Average, Paeth) of one pass, in place.
    private func unfilter(_ data: inout [UInt8], start: Int, rowBytes: Int, rows: Int)
        throws(ImageDecodingError)
    {
        let stride = header.filterStride
        var badFilter = false
        data.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<rows {
                let line = start + row * (rowBytes + 1)
                let filter = buffer[line]
                let current = line + 1
                let previous = row > 0 ? current - rowBytes - 1 : -1
                for index in 0..<rowBytes {
                    let left = index >= stride ? Int(buffer[current + index - stride]) : 0
                    let up = previous >= 0 ? Int(buffer[previous + index]) : 0
                    let upLeft =
                        previous >= 0 && index >= stride
                        ? Int(buffer[previous + index - stride]) : 0
                    let predictor: Int
                    switch filter {
                    case 0: predictor = 0
                    case 1: predictor = left
                    case 2: predictor = up
                    case 3: predictor = (left + up) >> 1
                    case 4: predictor = PNGPaeth.predict(left, up, upLeft)
                    default:
                        badFilter = true
                        return
                    }
                    buffer[current + index] &+= UInt8(truncatingIfNeeded: predictor)
                }
            }
        }
        if badFilter { throw .damaged("a PNG row has an unknown filter type") }
    }

    /// Writes one unfiltered row of `pass` as RGBA pixels.
    private func write(
        row: ArraySlice<UInt8>, pass: PNGPass, y: Int, into pixels: inout [UInt8]
    ) {
        let depth = header.depth
        let channels = header.colourType.channels
        let maximum = (1 << depth) - 1
        let base = row.startIndex
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
        let imageY = pass.y + y * pass.dy
        for column in 0..<pass.width {
            let target = (imageY * header.width + pass.x + column * pass.dx) * 4
            let first = column * channels
            switch header.colourType {
            case .palette:
                let index = sample(first) * 4
                if index + 4 <= palette.count {
                    for channel in 0..<4 { pixels[target + channel] = palette[index + channel] }
                } else {
                    pixels[target + 3] = 255  // NB: out-of-range index: opaque black, as libpng.
                }
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
}
