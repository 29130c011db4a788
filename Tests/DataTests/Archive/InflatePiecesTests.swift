import Archive
import Testing

/// Input handed to the inflater piece by piece unpacks exactly as the whole input does.
@Suite struct InflatePiecesTests {
    /// A non-final stored block of 60,000 bytes, then a compressed final block of text.
    private static let stream: (packed: [UInt8], unpacked: [UInt8]) = {
        var state: UInt64 = 3
        let stored = (0..<60_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let text = Array(String(repeating: "piece by piece, 조각조각 ", count: 20_000).utf8)
        let length = UInt16(stored.count)
        let header: [UInt8] = [
            0x00, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
            UInt8(~length >> 8),
        ]
        return (header + stored + Deflate.compress(text), stored + text)
    }()

    /// Unpacks `packed`, handing it over at most `piece` bytes at a time.
    private func unpack(_ packed: [UInt8], expectedSize: Int, piece: Int) throws -> [UInt8] {
        var offset = 0
        var unpacked: [UInt8] = []
        let whole = try Inflate.decompress(expectedSize: expectedSize) { buffer in
            let count = min(piece, buffer.count, packed.count - offset)
            for index in 0..<count { buffer[index] = packed[offset + index] }
            offset += count
            return count
        } consume: { run in
            unpacked += run
            return true
        }
        #expect(whole)
        return unpacked
    }

    @Test(arguments: [1, 7, 4096, Inflate.largestInputPiece])
    func decompress_inputInPieces_matchesWholeInput(piece: Int) throws {
        let (packed, unpacked) = Self.stream

        let result = try unpack(packed, expectedSize: unpacked.count, piece: piece)

        #expect(result == unpacked)
    }

    @Test(arguments: [1, 4096])
    func decompress_inputEndingEarly_throwsTruncated(piece: Int) {
        let (packed, unpacked) = Self.stream

        for cut in [3, 40_000, packed.count - 1] {
            #expect(throws: Inflate.Failure.truncated) {
                try unpack(Array(packed[..<cut]), expectedSize: unpacked.count, piece: piece)
            }
        }
    }
}
