import Archive
import CampaignsData
import CleanAppsDataCore
import Foundation
import Imaging
import Testing

@Suite struct DeflateTests {
    private func sample(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var words = ["poster ", "збір ", "2160 ", "png ", "deflate ", "\u{0}\u{1}", "ї"]
        words = words.map { $0 }
        var out: [UInt8] = []
        while out.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pick = Int(state >> 60) % words.count
            if state >> 58 & 3 == 0 {
                out.append(UInt8(truncatingIfNeeded: state >> 32))
            } else {
                out += Array(words[pick].utf8)
            }
        }
        return Array(out.prefix(count))
    }

    @Test(arguments: [0, 1, 2, 3, 100, 70_000, 300_000])
    func compress_anyInput_roundTripsThroughOwnInflate(count: Int) throws {
        let input = sample(count, seed: UInt64(count) + 7)

        let packed = Deflate.compress(input)

        #expect(try Inflate.decompress(packed[...], expectedSize: input.count) == input)
    }

    /// Three slices: random bytes whose last 20 KB recur right after the first slice ends,
    /// so only a slice that searches the window before it can code them as one match.
    @Test func compress_inputOfSeveralSlices_matchesAcrossSliceEnds_andRoundTrips() throws {
        var state: UInt64 = 9
        let first = (0..<(1 << 20)).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let input = first + first.suffix(20_000) + sample(1_100_000, seed: 5)

        let packed = Deflate.compress(input)

        #expect(try Inflate.decompress(packed[...], expectedSize: input.count) == input)
        let alone = Deflate.compress(Array(input[(1 << 20)...])).count
        #expect(packed.count - Deflate.compress(first).count < alone - 15_000)
    }

    @Test func compress_anyEffort_roundTrips_andMoreSearchIsNoLarger() throws {
        let input = sample(200_000, seed: 21)
        let quick = DeflateEffort(goodLength: 4, lazyLimit: 4, niceLength: 8, maximumChain: 4)

        let small = Deflate.compress(input, effort: quick)
        let smaller = Deflate.compress(input, effort: .standard)

        #expect(try Inflate.decompress(small[...], expectedSize: input.count) == input)
        #expect(try Inflate.decompress(smaller[...], expectedSize: input.count) == input)
        #expect(smaller.count <= small.count)
    }

    @Test func compress_repetitiveText_isMuchSmallerThanInput() throws {
        let input = Array(String(repeating: "Збір на авто для бригади. ", count: 2000).utf8)

        let packed = Deflate.compress(input)

        #expect(packed.count * 50 < input.count)
        #expect(try Inflate.decompress(packed[...], expectedSize: input.count) == input)
    }

    @Test func compress_randomBytes_growsOnlySlightly() throws {
        var state: UInt64 = 42
        let input = (0..<50_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: state >> 33)
        }

        let packed = Deflate.compress(input)

        #expect(packed.count < input.count + input.count / 50)
        #expect(try Inflate.decompress(packed[...], expectedSize: input.count) == input)
    }

    @Test func zlib_wrapsWithHeaderAndAdler32_andRoundTrips() throws {
        let input = sample(10_000, seed: 3)

        let stream = ZlibStream.compress(input)

        #expect(Array(stream.prefix(2)) == [0x78, 0x9C])
        #expect(try ZlibStream.decompress(stream, expectedSize: input.count) == input)
        var corrupted = stream
        corrupted[corrupted.count - 1] ^= 1
        #expect(throws: Inflate.Failure.self) {
            try ZlibStream.decompress(corrupted, expectedSize: input.count)
        }
    }

    @Test func adler32_knownVector_matchesRFC() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
    }

    @Test func zlib_streamOfSeveralSlicesDecodesWithPythonZlib_whenPythonIsInstalled() throws {
        guard let python = ExternalTool.path("python3") else { return }
        let input = sample(2_500_000, seed: 11)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "deflate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stream.z")
        try Data(ZlibStream.compress(input)).write(to: file)

        let output = try ExternalTool.run(
            python,
            [
                "-c",
                "import sys,zlib;sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1],'rb').read()))",
                file.path,
            ])

        #expect(output == Data(input))
    }
}
