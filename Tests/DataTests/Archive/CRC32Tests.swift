import Archive
import Testing

@Suite struct CRC32Tests {
    @Test(arguments: [
        ("", UInt32(0)),
        ("a", 0xE8B7_BE43),
        ("123456789", 0xCBF4_3926),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
        ("홍길동", 0x2BAF_DB9B),
    ])
    func checksum_knownText_matchesReference(text: String, expected: UInt32) {
        let bytes = Array(text.utf8)

        let checksum = CRC32.checksum(bytes)

        #expect(checksum == expected)
    }

    @Test func checksum_inTwoParts_equalsWhole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }

        let first = bytes[..<333].withUnsafeBufferPointer { CRC32.checksum($0) }
        let both = bytes[333...].withUnsafeBufferPointer {
            CRC32.checksum($0, continuing: first)
        }

        #expect(both == CRC32.checksum(bytes))
    }
}
