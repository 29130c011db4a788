/// Bounds-checked big-endian reads from font data; out-of-range reads give 0.
struct FontBytes: Sendable {
    let bytes: [UInt8]

    func u8(_ offset: Int) -> Int {
        offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : 0
    }

    func u16(_ offset: Int) -> Int { u8(offset) << 8 | u8(offset + 1) }

    func i16(_ offset: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(offset))) }

    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// A 2.14 fixed-point number.
    func f2dot14(_ offset: Int) -> Double { Double(i16(offset)) / 16384 }
}
