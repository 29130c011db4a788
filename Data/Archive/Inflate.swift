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
        try input.withUnsafeBufferPointer { source in
            Result { () throws(Failure) in
                try stream(expectedSize: expectedSize, consume: consume) { output, sink in
                    InflateDecoder(
                        source: source, output: output.window, tables: output.tables,
                        lengths: output.lengths, sink: sink)
                }
            }
        }.get()
    }

    /// The most input bytes ``decompress(expectedSize:reading:consume:)`` asks for at once.
    public static let largestInputPiece = 64 * 1024

    /// Decompresses input that `read` supplies piece by piece, handing the output to
    /// `consume` as ``decompress(_:expectedSize:consume:)`` does, so memory follows the window
    /// and one input piece, not the input or the output. `read` writes the next input bytes
    /// into the buffer it gets (at most ``largestInputPiece``) and returns how many, 0 when
    /// there are no more.
    ///
    /// - Throws: ``Failure`` as ``decompress(_:expectedSize:consume:)``; input that ends
    ///   early is ``Failure/truncated``.
    public static func decompress(
        expectedSize: Int, reading read: (UnsafeMutableBufferPointer<UInt8>) -> Int,
        consume: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(Failure) -> Bool {
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: largestInputPiece)
        defer { input.deallocate() }
        return try withoutActuallyEscaping(read) { read in
            Result { () throws(Failure) in
                try stream(expectedSize: expectedSize, consume: consume) { output, sink in
                    InflateDecoder(
                        input: input, pull: read, output: output.window, tables: output.tables,
                        lengths: output.lengths, sink: sink)
                }
            }
        }.get()
    }

    /// The buffers a streaming decode works in.
    private struct StreamBuffers {
        let window: UnsafeMutableBufferPointer<UInt8>
        let tables: UnsafeMutablePointer<UInt16>
        let lengths: UnsafeMutablePointer<UInt8>
    }

    /// Runs the decoder `make` builds over fresh buffers, counting what it hands out against
    /// `expectedSize`.
    private static func stream(
        expectedSize: Int, consume: (UnsafeBufferPointer<UInt8>) -> Bool,
        decoder make: (StreamBuffers, @escaping (UnsafeBufferPointer<UInt8>) -> Bool) ->
            InflateDecoder
    ) throws(Failure) -> Bool {
        guard expectedSize >= 0 else { throw .invalid("negative expected size") }
        // NB: room for the window a distance may reach back into and eight windows of news.
        let buffers = StreamBuffers(
            window: .allocate(capacity: largestRun),
            tables: .allocate(capacity: 2 * HuffmanTable.storageSize),
            lengths: .allocate(capacity: 320))
        defer {
            buffers.tables.deallocate()
            buffers.lengths.deallocate()
            buffers.window.deallocate()
        }
        var counted = 0
        let result = withoutActuallyEscaping(consume) { consume in
            var decoder = make(buffers) { bytes in
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
