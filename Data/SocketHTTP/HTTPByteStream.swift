/// A connected byte stream that one HTTP exchange reads and writes: a plain socket, or TLS
/// over one. Every wait inside also watches the exchange's wake pipe.
///
/// Errors are `HTTPClientError` for transport failures and `CancellationError` once the
/// exchange was settled elsewhere (deadline, cancellation) and the work should stop.
protocol HTTPByteStream: AnyObject {
    /// Reads at most `buffer.count` bytes and returns how many; 0 means the peer closed.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Writes every byte of `bytes`.
    func write(_ bytes: [UInt8]) throws
}
