import CleanAppsTestSupport
import DirectoryPresentation
import Imaging
import Testing

/// Seeded fuzzing of the photo decoders: byte flips, truncations, splices and size lies in
/// corpus PNG and JPEG files. Every case must end with an image or an ``ImageDecodingError``
/// with a message (typed throws rule out anything else); the caps keep memory bounded and
/// the "one bit per block" / inflate-ratio checks keep huge lying headers fast.
@Suite struct ImageDecoderFuzzTests {
    /// What the cases gave: decoded images and typed failures.
    struct Tally {
        var decoded = 0
        var failed = 0
    }

    @Test(arguments: [
        (["png-grey1-adam7", "png-palette4", "png-rgba16-adam7", "png-rgb8"], 10_000, 11),
        (["png-grey16", "png-palette8-adam7", "png-greyalpha8", "png-rgba8-adam7"], 10_000, 12),
    ])
    func png_mutated_decodesOrFailsTyped(names: [String], cases: Int, seed: UInt64) async throws {
        let originals = try names.map { try ImagingFixtures.bytes($0 + ".png") }

        let tally = await Self.run(originals, cases: cases, seed: seed, sizeOffsets: [16, 20])

        #expect(tally.decoded + tally.failed == cases)
        #expect(tally.decoded > 0 && tally.failed > 0)
    }

    @Test(arguments: [
        (["jpeg-baseline-420", "jpeg-restart-420", "jpeg-grey"], 10_000, 21),
        (
            ["jpeg-progressive-420", "jpeg-progressive-422-restart", "jpeg-baseline-444"], 10_000,
            22
        ),
    ])
    func jpeg_mutated_decodesOrFailsTyped(names: [String], cases: Int, seed: UInt64) async throws {
        let originals = try names.map { try ImagingFixtures.bytes($0 + ".jpg") }

        let tally = await Self.run(originals, cases: cases, seed: seed, sizeOffsets: [])

        #expect(tally.decoded + tally.failed == cases)
        #expect(tally.decoded > 0 && tally.failed > 0)
    }

    /// Decodes `cases` mutations of the originals on the dedicated thread; a third of the
    /// cases overwrite a size field (PNG: the IHDR offsets given; JPEG: the SOF height and
    /// width) with a boundary value.
    static func run(_ originals: [[UInt8]], cases: Int, seed: UInt64, sizeOffsets: [Int]) async
        -> Tally
    {
        await onDedicatedThread {
            var mutator = ByteMutator(seed: seed)
            var tally = Tally()
            for _ in 0..<cases {
                let original = originals[mutator.int(0..<originals.count)]
                var bytes = mutator.mutate(original)
                if mutator.int(0..<3) == 0 {
                    bytes = original
                    let offsets = sizeOffsets.isEmpty ? sofSizeOffsets(original) : sizeOffsets
                    if let offset = offsets.randomElement(using: &mutator.generator) {
                        lieBigEndian(
                            in: &bytes, at: offset, width: sizeOffsets.isEmpty ? 2 : 4, &mutator)
                    }
                    if !sizeOffsets.isEmpty { ImageTestFiles.fixHeaderCRC(&bytes) }
                }
                do throws(ImageDecodingError) {
                    _ = try ImageDecoder.decode(bytes)
                    tally.decoded += 1
                } catch {
                    if error.message.isEmpty { Issue.record("an error without a message") }
                    tally.failed += 1
                }
            }
            return tally
        }
    }

    /// The offsets of the height and width fields of the first SOF0/SOF2 segment.
    private static func sofSizeOffsets(_ bytes: [UInt8]) -> [Int] {
        for index in 0..<bytes.count - 9 where bytes[index] == 0xFF {
            if bytes[index + 1] == 0xC0 || bytes[index + 1] == 0xC2 {
                return [index + 5, index + 7]
            }
        }
        return []
    }

    /// Sets a big-endian field to 0, 1, all ones, or a random value.
    private static func lieBigEndian(
        in bytes: inout [UInt8], at offset: Int, width: Int, _ mutator: inout ByteMutator
    ) {
        let values: [UInt64] = [0, 1, 0xFFFF_FFFF, 60_000, 7_071, mutator.generator.next()]
        let value = values[mutator.int(0..<values.count)]
        for index in 0..<width where offset + index < bytes.count {
            bytes[offset + index] = UInt8(
                truncatingIfNeeded: value >> (8 * UInt64(width - 1 - index)))
        }
    }
}
