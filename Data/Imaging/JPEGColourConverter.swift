/// Turns full-size JPEG component planes into RGBA8: greyscale, YCbCr (JFIF, with libjpeg's
/// fixed-point BT.601 constants) or RGB (Adobe transform 0).
enum JPEGColourConverter {
    /// How three components encode colour.
    enum Transform {
        case yCbCr
        case rgb
    }

    private static func fix(_ value: Double) -> Int { Int(value * 65_536 + 0.5) }
    /// Four 256-entry tables indexed by Cr or Cb: red from Cr, blue from Cb, and green from
    /// Cr and from Cb (still scaled by 2^16, rounding bias in the Cb table).
    private static let tables: [Int] =
        (0..<256).map { (fix(1.402) * ($0 - 128) + 32_768) >> 16 }
        + (0..<256).map { (fix(1.772) * ($0 - 128) + 32_768) >> 16 }
        + (0..<256).map { -fix(0.71414) * ($0 - 128) }
        + (0..<256).map { -fix(0.34414) * ($0 - 128) + 32_768 }

    /// RGBA pixels from one (grey) or three full-size planes.
    static func rgba(
        _ planes: [JPEGUpsampler.Plane], transform: Transform, width: Int, height: Int
    ) -> [UInt8] {
        var output = [UInt8](repeating: 255, count: width * height * 4)
        output.withUnsafeMutableBufferPointer { target in
            if planes.count == 1 {
                planes[0].samples.withUnsafeBufferPointer { grey in
                    for y in 0..<height {
                        for x in 0..<width {
                            let value = grey[y * planes[0].stride + x]
                            let to = (y * width + x) * 4
                            target[to] = value
                            target[to + 1] = value
                            target[to + 2] = value
                        }
                    }
                }
                return
            }
            convert(planes, transform: transform, width: width, height: height, into: target)
        }
        return output
    }

    private static func convert(
        _ planes: [JPEGUpsampler.Plane], transform: Transform, width: Int, height: Int,
        into target: UnsafeMutableBufferPointer<UInt8>
    ) {
        planes[0].samples.withUnsafeBufferPointer { first in
            planes[1].samples.withUnsafeBufferPointer { second in
                planes[2].samples.withUnsafeBufferPointer { third in
                    tables.withUnsafeBufferPointer { table in
                        for y in 0..<height {
                            let row0 = y * planes[0].stride
                            let row1 = y * planes[1].stride
                            let row2 = y * planes[2].stride
                            var to = y * width * 4
                            for x in 0..<width {
                                let a = Int(first[row0 + x])
                                let b = Int(second[row1 + x])
                                let c = Int(third[row2 + x])
                                if transform == .rgb {
                                    target[to] = UInt8(a)
                                    target[to + 1] = UInt8(b)
                                    target[to + 2] = UInt8(c)
                                } else {
                                    target[to] = clamp(a + table[c])
                                    target[to + 1] = clamp(
                                        a + ((table[768 + b] + table[512 + c]) >> 16))
                                    target[to + 2] = clamp(a + table[256 + b])
                                }
                                to += 4
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
    }
}
