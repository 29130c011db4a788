/// The Adler-32 checksum that ends every zlib stream (RFC 1950).
public enum Adler32 {
    /// The Adler-32 of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(1, with: $0) }
    }

    /// The Adler-32 of the bytes `adler` was the checksum of, followed by `buffer`; start
    /// with 1 (the checksum of nothing) to checksum data that arrives a piece at a time.
    public static func update(_ adler: UInt32, with buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a = adler & 0xFFFF
        var b = adler >> 16
        var index = 0
        while index < buffer.count {
            // NB: 5552 bytes is the most that can be summed before b overflows 32 bits.
            let end = min(buffer.count, index + 5_552)
            while index < end {
                a &+= UInt32(buffer[index])
                b &+= a
                index += 1
            }
            a %= 65_521
            b %= 65_521
        }
        return b << 16 | a
    }
}
