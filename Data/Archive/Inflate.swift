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

    /// The most bytes one run handed to a streaming `consume` holds: the whole window (about
    /// 300 KB). The first run may fill it; later ones leave the 32 KB a distance may reach
    /// back into.
    public static let largestRun = InflateDecoder.windowSize * 9

    /// Decompresses `input` a window at a time, handing each run of new bytes (at most
    /// ``largestRun``) to `consume` in order, so memory follows the window (about 300 KB),
    /// not the output; `consume` returns
    /// false to stop early (it then knows why). Returns whether the stream was decoded whole.
    ///
    /// - Throws: ``Failure`` when the data is malformed, ends early or does not unpack to
    ///   exactly `expectedSize` bytes; nothing once `consume` has asked to stop.
    public static func decompress(
        _ input: ArraySlice<UInt8>, expectedSize: Int,
        consume: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(Failure) -> Bool {
        guard expectedSize >= 0 else { throw .invalid("negative expected size") }
        let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * HuffmanTable.storageSize)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 320)
        // NB: room for the window a distance may reach back into and eight windows of news.
        let window = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: largestRun)
        defer {
            storage.deallocate()
            lengths.deallocate()
            window.deallocate()
        }
        var counted = 0
        let result = withoutActuallyEscaping(consume) { consume in
            input.withUnsafeBufferPointer { source in
                var decoder = InflateDecoder(
                    source: source, output: window, tables: storage, lengths: lengths
                ) { bytes in
                    counted += bytes.count
                    return counted <= expectedSize && consume(bytes)
                }
                return Result { () throws(Failure) in
                    do throws(Failure) {
                        try decoder.run()
                    } catch {
                        if decoder.stopped { return false }
                        throw error
                    }
                    return decoder.handOut()
                }
            }
        }
        guard try result.get() else {
            if counted > expectedSize { throw .outputTooLarge }
            return false
        }
        guard counted == expectedSize else { throw .outputTooSmall(actual: counted) }
        return true
    }

    /// Decompresses a whole array; see ``decompress(_:expectedSize:)-(ArraySlice<UInt8>,_)``.
    public static func decompress(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
        try decompress(input[...], expectedSize: expectedSize)
    }
}
