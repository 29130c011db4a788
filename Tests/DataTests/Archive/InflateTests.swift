import Archive
import CleanAppsTestSupport
import Testing

@Suite struct InflateTests {
    // MARK: Valid streams

    @Test func decompress_fixedBlockOfLiterals_returnsThem() throws {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        for byte in Array("abc".utf8) + [200] { writer.writeFixedSymbol(Int(byte)) }
        writer.writeFixedSymbol(256)

        let output = try Inflate.decompress(writer.bytes, expectedSize: 4)

        #expect(output == Array("abc".utf8) + [200])
    }

    @Test func decompress_fixedBlockWithOverlappingMatch_repeatsBytes() throws {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedSymbol(Int(UInt8(ascii: "a")))
        writer.writeFixedSymbol(Int(UInt8(ascii: "b")))
        writer.writeFixedSymbol(264)  // length 10
        writer.writeFixedDistance(1)  // distance 2
        writer.writeFixedSymbol(256)

        let output = try Inflate.decompress(writer.bytes, expectedSize: 12)

        #expect(String(decoding: output, as: UTF8.self) == "abababababab")
    }

    @Test func decompress_storedThenFixedBlock_concatenates() throws {
        var writer = DeflateBitWriter()
        writer.write(0, bits: 1)
        writer.write(0, bits: 2)
        writer.appendBytes([3, 0, 0xFC, 0xFF] + Array("xyz".utf8))
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedSymbol(Int(UInt8(ascii: "!")))
        writer.writeFixedSymbol(256)

        let output = try Inflate.decompress(writer.bytes, expectedSize: 4)

        #expect(String(decoding: output, as: UTF8.self) == "xyz!")
    }

    @Test func decompress_emptyStoredBlock_returnsNothing() throws {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(0, bits: 2)
        writer.appendBytes([0, 0, 0xFF, 0xFF])

        let output = try Inflate.decompress(writer.bytes, expectedSize: 0)

        #expect(output.isEmpty)
    }

    // MARK: Hostile streams

    @Test func decompress_reservedBlockType_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(3, bits: 2)

        #expect(throws: Inflate.Failure.invalid("reserved block type 3")) {
            try Inflate.decompress(writer.bytes, expectedSize: 1)
        }
    }

    @Test func decompress_storedLengthCheckFails_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(0, bits: 2)
        writer.appendBytes([3, 0, 0, 0] + Array("xyz".utf8))

        #expect(throws: Inflate.Failure.invalid("stored block length check fails")) {
            try Inflate.decompress(writer.bytes, expectedSize: 3)
        }
    }

    @Test func decompress_distanceBeforeStart_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedSymbol(Int(UInt8(ascii: "a")))
        writer.writeFixedSymbol(257)
        writer.writeFixedDistance(1)  // distance 2, but only 1 byte so far
        writer.writeFixedSymbol(256)

        #expect(
            throws: Inflate.Failure.invalid("a distance reaches before the start of the output")
        ) {
            try Inflate.decompress(writer.bytes, expectedSize: 4)
        }
    }

    @Test(arguments: [(286, "invalid length symbol"), (287, "invalid length symbol")])
    func decompress_unusedLengthSymbol_throwsInvalid(symbol: Int, reason: String) {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedSymbol(65)
        writer.writeFixedSymbol(symbol)
        writer.write(0, bits: 16)

        #expect(throws: Inflate.Failure.invalid(reason)) {
            try Inflate.decompress(writer.bytes, expectedSize: 10)
        }
    }

    @Test func decompress_unusedDistanceSymbol_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedSymbol(65)
        writer.writeFixedSymbol(257)
        writer.writeFixedDistance(30)
        writer.write(0, bits: 16)

        #expect(throws: Inflate.Failure.invalid("invalid distance symbol")) {
            try Inflate.decompress(writer.bytes, expectedSize: 10)
        }
    }

    @Test func decompress_moreThanDeclared_throwsOutputTooLarge() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        for byte in "abc".utf8 { writer.writeFixedSymbol(Int(byte)) }
        writer.writeFixedSymbol(256)

        #expect(throws: Inflate.Failure.outputTooLarge) {
            try Inflate.decompress(writer.bytes, expectedSize: 2)
        }
    }

    @Test func decompress_fewerThanDeclared_throwsOutputTooSmall() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        for byte in "abc".utf8 { writer.writeFixedSymbol(Int(byte)) }
        writer.writeFixedSymbol(256)

        #expect(throws: Inflate.Failure.outputTooSmall(actual: 3)) {
            try Inflate.decompress(writer.bytes, expectedSize: 4)
        }
    }

    @Test func decompress_streamWithoutEndOfBlock_throwsTruncated() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        for byte in "abc".utf8 { writer.writeFixedSymbol(Int(byte)) }

        #expect(throws: Inflate.Failure.truncated) {
            try Inflate.decompress(writer.bytes, expectedSize: 3)
        }
    }

    @Test func decompress_emptyInput_throwsTruncated() {
        #expect(throws: Inflate.Failure.truncated) {
            try Inflate.decompress([], expectedSize: 0)
        }
    }

    @Test func decompress_tooManyLengthCodes_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(2, bits: 2)
        writer.write(30, bits: 5)  // 287 literal/length codes
        writer.write(0, bits: 5)
        writer.write(0, bits: 4)

        #expect(throws: Inflate.Failure.invalid("too many length or distance codes")) {
            try Inflate.decompress(writer.bytes, expectedSize: 1)
        }
    }

    @Test func decompress_overSubscribedCodeLengthCode_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(2, bits: 2)
        writer.write(0, bits: 5)
        writer.write(0, bits: 5)
        writer.write(0, bits: 4)  // 4 code-length codes: 16, 17, 18, 0
        for _ in 0..<4 { writer.write(1, bits: 3) }  // four codes of length 1

        #expect(throws: Inflate.Failure.invalid("invalid code-length code")) {
            try Inflate.decompress(writer.bytes, expectedSize: 1)
        }
    }

    @Test func decompress_repeatWithoutPreviousLength_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(2, bits: 2)
        writer.write(0, bits: 5)
        writer.write(0, bits: 5)
        writer.write(0, bits: 4)
        for length in [1, 0, 0, 1] { writer.write(length, bits: 3) }  // 16 → "1", 0 → "0"
        writer.writeCode(1, length: 1)  // symbol 16 first
        writer.write(0, bits: 2)

        #expect(throws: Inflate.Failure.invalid("repeat with no previous length")) {
            try Inflate.decompress(writer.bytes, expectedSize: 1)
        }
    }

    @Test func decompress_codeWithoutEndOfBlock_throwsInvalid() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(2, bits: 2)
        writer.write(0, bits: 5)  // 257 literal/length codes
        writer.write(0, bits: 5)  // 1 distance code
        writer.write(0, bits: 4)
        for length in [0, 0, 1, 1] { writer.write(length, bits: 3) }  // 18 → "1", 0 → "0"
        writer.writeCode(1, length: 1)
        writer.write(127, bits: 7)  // 138 zeros
        writer.writeCode(1, length: 1)
        writer.write(109, bits: 7)  // 120 zeros: all 258 lengths are 0

        #expect(throws: Inflate.Failure.invalid("no end-of-block code")) {
            try Inflate.decompress(writer.bytes, expectedSize: 1)
        }
    }

    @Test func decompress_randomBytes_neverCrashes() {
        var generator = SeededGenerator(seed: 42)
        var outcomes = (decoded: 0, failed: 0)

        for _ in 0..<3000 {
            let count = Int(generator.next() % 64)
            let input = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if (try? Inflate.decompress(input, expectedSize: 256)) != nil {
                outcomes.decoded += 1
            } else {
                outcomes.failed += 1
            }
        }

        #expect(outcomes.decoded + outcomes.failed == 3000)
        #expect(outcomes.failed > 2900)
    }
}
