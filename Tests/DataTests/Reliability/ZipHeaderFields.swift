import Synchronization

/// The header fields of a zip file worth lying about, as absolute (offset, width) pairs:
/// sizes, offsets, counts, methods and flags of the local, central and end records.
///
/// Finding them scans the whole file, so results are kept per file (the fuzz tests mutate
/// the same few originals thousands of times).
final class ZipHeaderFields: Sendable {
    /// Record signatures and the (offset, width) of their fields, relative to the record.
    static let layout: [([UInt8], [(Int, Int)])] = [
        ([0x50, 0x4B, 0x03, 0x04], [(6, 2), (8, 2), (14, 4), (18, 4), (22, 4), (26, 2), (28, 2)]),
        (
            [0x50, 0x4B, 0x01, 0x02],
            [(8, 2), (10, 2), (16, 4), (20, 4), (24, 4), (28, 2), (30, 2), (32, 2), (42, 4)]
        ),
        ([0x50, 0x4B, 0x05, 0x06], [(4, 2), (6, 2), (8, 2), (10, 2), (12, 4), (16, 4), (20, 2)]),
    ]

    private let cache = Mutex<[[UInt8]: [(Int, Int)]]>([:])

    /// The fields of every record in `bytes`.
    func fields(in bytes: [UInt8]) -> [(Int, Int)] {
        if let known = cache.withLock({ $0[bytes] }) { return known }
        var found: [(Int, Int)] = []
        for (signature, fields) in Self.layout {
            var start = 0
            while let match = bytes[start...].firstRange(of: signature) {
                found += fields.map { (match.lowerBound + $0.0, $0.1) }
                start = match.upperBound
            }
        }
        cache.withLock { $0[bytes] = found }
        return found
    }
}
