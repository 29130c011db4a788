/// The zlib container (RFC 1950) around DEFLATE data, as PNG's IDAT chunks hold it.
public enum ZlibStream {
    /// `input` compressed with ``Deflate`` (searching with `effort`) inside a zlib header and
    /// Adler-32 trailer.
    public static func compress(_ input: [UInt8], effort: DeflateEffort = .standard) -> [UInt8] {
        // 0x78 0x9C: 32 KiB window, default compression, header check bits.
        var out: [UInt8] = [0x78, 0x9C]
        out += Deflate.compress(input, effort: effort)
        let adler = Adler32.checksum(input)
        out += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> UInt32($0)) }
        return out
    }

    /// The bytes of a zlib stream that unpacks to exactly `expectedSize` bytes.
    ///
    /// - Throws: ``Inflate/Failure`` when the header, data or checksum is wrong.
    public static func decompress(_ stream: [UInt8], expectedSize: Int) throws(Inflate.Failure)
        -> [UInt8]
    {
        guard stream.count >= 6, stream[0] & 0x0F == 8,
            (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[1] & 0x20 == 0
        else { throw .invalid("not a zlib stream") }
        let output = try Inflate.decompress(
            stream[2..<(stream.count - 4)], expectedSize: expectedSize)
        let trailer = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard trailer == Adler32.checksum(output) else { throw .invalid("Adler-32 mismatch") }
        return output
    }
}
