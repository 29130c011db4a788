/// Decompresses raw DEFLATE data (RFC 1951), as found in zip entries with method 8.
///
/// Handles stored, fixed-Huffman and dynamic-Huffman blocks with table-driven decoding,
/// writing straight into one array allocated at the declared size. Never produces more than
/// `expectedSize` bytes, so a lying header cannot make it allocate or loop without bound.
public enum Inflate {
    /// Why a DEFLATE stream could not be decoded.
    public enum Failure: Error, Equatable, Sendable {
        /// The input ended before the final block did.
        case truncated
        /// The stream would produce more bytes than declared.
        case outputTooLarge
        /// The stream ended after fewer bytes than declared.
        case outputTooSmall(actual: Int)
        /// The stream is malformed; the text names the defect.
        case invalid(String)
    }

    /// Decompresses `input`, which must unpack to exactly `expectedSize` bytes.
    ///
    /// - Throws: ``Failure`` when the data is malformed, ends early or has another size.
    public static func decompress(_ input: ArraySlice<UInt8>, expectedSize: Int) throws(Failure)
        -> [UInt8]
    {
        guard expectedSize >= 0 else { throw .invalid("negative expected size") }
        let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * HuffmanTable.storageSize)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 320)
        defer {
            storage.deallocate()
            lengths.deallocate()
        }
        var failure: Failure?
        let output = input.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: expectedSize) { buffer, initializedCount in
                var decoder = InflateDecoder(
                    source: source, output: buffer, tables: storage, lengths: lengths)
                do throws(Failure) {
                    try decoder.run()
                    initializedCount = decoder.outputCount
                } catch {
                    failure = error
                    initializedCount = 0
                }
            }
        }
        if let failure { throw failure }
        guard output.count == expectedSize else { throw .outputTooSmall(actual: output.count) }
        return output
    }

    /// Decompresses a whole array; see ``decompress(_:expectedSize:)-(ArraySlice<UInt8>,_)``.
    public static func decompress(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        try decompress(input[...], expectedSize: expectedSize)
    }
}
