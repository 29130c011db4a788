/// Turns JPEG component rows into RGBA8 rows: greyscale, YCbCr (JFIF, with libjpeg's
/// fixed-point BT.601 constants and table lookups) or RGB (Adobe transform 0).
enum JPEGColourConverter {
    /// How the components encode colour.
    enum Transform {
        case grey
        case yCbCr
        case rgb
    }

    private static func fix(_ value: Double) -> Int32 { Int32(value * 65_536 + 0.5) }
    /// Four 256-entry tables indexed by Cr or Cb: red from Cr, blue from Cb, and green from
    /// Cr and from Cb (still scaled by 2^16, rounding bias in the Cb table).
    static let tables: [Int32] =
        (Int32(0)..<256).map { (fix(1.402) * ($0 - 128) + 32_768) >> 16 }
        + (Int32(0)..<256).map { (fix(1.772) * ($0 - 128) + 32_768) >> 16 }
        + (Int32(0)..<256).map { -fix(0.71414) * ($0 - 128) }
        + (Int32(0)..<256).map { -fix(0.34414) * ($0 - 128) + 32_768 }

    /// Writes `width` RGBA pixels at `output` from one row of each component (`rows` holds
    /// one pointer for grey, three otherwise); `table` is ``tables``.
    @inline(__always)
    static func convert(
        _ rows: UnsafePointer<UnsafePointer<UInt8>>, transform: Transform, width: Int,
        table: UnsafePointer<Int32>, into output: UnsafeMutablePointer<UInt8>
    ) {
        var to = output
        switch transform {
        case .grey:
            let grey = rows[0]
            for x in 0..<width {
                let value = grey[x]
                to[0] = value
                to[1] = value
                to[2] = value
                to[3] = 255
                to += 4
            }
        case .rgb:
            let (red, green, blue) = (rows[0], rows[1], rows[2])
            for x in 0..<width {
                to[0] = red[x]
                to[1] = green[x]
                to[2] = blue[x]
                to[3] = 255
                to += 4
            }
        case .yCbCr:
            let (luma, blueDifference, redDifference) = (rows[0], rows[1], rows[2])
            var x = 0
            // NB: eight pixels at a time with the tables' own fixed-point sums (FIX(1.402) =
            // 91881, FIX(1.772) = 116130, FIX(0.71414) = 46802, FIX(0.34414) = 22554), each
            // pixel packed as one RGBA word (little-endian, as on every Swift Linux target).
            while x + 8 <= width {
                let y = lanes(luma + x)
                let cb = lanes(blueDifference + x) &- 128
                let cr = lanes(redDifference + x) &- 128
                let red = clamp(y &+ ((cr &* 91_881 &+ 32_768) &>> 16))
                let green = clamp(y &+ ((cb &* -22_554 &+ cr &* -46_802 &+ 32_768) &>> 16))
                let blue = clamp(y &+ ((cb &* 116_130 &+ 32_768) &>> 16))
                let packed = red | green &<< 8 | blue &<< 16 | Int32(bitPattern: 0xFF00_0000)
                UnsafeMutableRawPointer(to).storeBytes(of: packed, as: SIMD8<Int32>.self)
                to += 32
                x += 8
            }
            while x < width {
                defer { x += 1 }
                let y = Int32(luma[x])
                let cb = Int(blueDifference[x])
                let cr = Int(redDifference[x])
                to[0] = clamp(y &+ table[cr])
                to[1] = clamp(y &+ ((table[768 + cb] &+ table[512 + cr]) >> 16))
                to[2] = clamp(y &+ table[256 + cb])
                to[3] = 255
                to += 4
            }
        }
    }

    @inline(__always)
    private static func lanes(_ row: UnsafePointer<UInt8>) -> SIMD8<Int32> {
        SIMD8(
            Int32(row[0]), Int32(row[1]), Int32(row[2]), Int32(row[3]), Int32(row[4]),
            Int32(row[5]), Int32(row[6]), Int32(row[7]))
    }

    @inline(__always)
    private static func clamp(_ value: SIMD8<Int32>) -> SIMD8<Int32> {
        JPEGInverseDCT.clampToByte(value)
    }

    @inline(__always)
    private static func clamp(_ value: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
    }
}
