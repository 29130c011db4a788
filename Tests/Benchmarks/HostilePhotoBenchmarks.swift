import ArchiveKit
import Foundation
import ImagingKit

/// Issue 26's hostile photos against their budgets: a 7000×7000 16-bit RGBA PNG decoded for
/// the poster (≤ 2 s and ≤ 200 MB for the whole process), and a progressive JPEG with
/// thousands of refinement scans refused (≤ 0.2 s).
///
/// The PNG is made at bench time (zero rows, deflated by a few lines of code: 2.4 MB); the
/// scan bomb is the 12-megapixel progressive photo of ``ImagingBenchmarks`` (made with
/// `cjpeg`; skipped with a note without it) with 3000 refinement scans appended.
@MainActor
enum HostilePhotoBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "imaging.png-16bit-giant-for-poster", run: sixteenBitGiant),
        Benchmark(name: "imaging.jpeg-scan-bomb-refused", run: scanBomb),
    ]

    /// The poster's largest photo box: its width.
    static let posterSide = 2_160

    static func sixteenBitGiant(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let file = context.scratch.appendingPathComponent("giant-rgba16-7000.png")
        if !FileManager.default.fileExists(atPath: file.path) {
            try Data(zeroPNG(width: 7_000, height: 7_000, depth: 16, colourType: 6)).write(to: file)
        }
        let child = ChildProcess(
            executable: context.ownExecutable,
            arguments: ["--child", "decode-covering", file.path, String(posterSide)])
        var samples: [Double] = []
        var peak = 0.0
        for _ in 0..<3 {
            let outcome = try child.run()
            guard outcome.status == 0 else {
                throw BenchmarkFailure(description: "the decode exited \(outcome.status)")
            }
            samples.append(outcome.milliseconds)
            peak = max(peak, outcome.peakMegabytes)
        }
        return BenchmarkResult(
            name: "PNG 7000×7000 16-bit RGBA decoded for a 2160 px poster (whole process)",
            unit: "ms", budget: 2_000, samples: samples, peakMemoryMB: peak,
            memoryBudgetMB: 200, note: "budget 200 MB peak")
    }

    static func scanBomb(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let name = "JPEG 12 MP with 3000 refinement scans, refused"
        guard let cjpeg = ImagingBenchmarks.tool("cjpeg") else {
            return BenchmarkResult(
                name: name, unit: "ms", budget: 0, samples: [0], isReference: true,
                note: "skipped: cjpeg not installed (Debian libjpeg-turbo-progs)")
        }
        let photo = [UInt8](
            try Data(contentsOf: ImagingBenchmarks.photo(context, cjpeg: cjpeg, progressive: true)))
        // NB: AC table 2 holds one symbol, an end-of-band run of 2^14 blocks coded "0"; each
        // scan refines the whole luma band with no correction bits.
        let table: [UInt8] =
            [0xFF, 0xC4, 0, 20, 0x12, 1] + [UInt8](repeating: 0, count: 15) + [0xE0]
        let scan: [UInt8] =
            [0xFF, 0xDA, 0, 8, 1, 1, 0x02, 1, 63, 0x10] + [UInt8](repeating: 0, count: 64)
        var bomb = Array(photo.dropLast(2)) + table
        for _ in 0..<3_000 { bomb += scan }
        bomb += [0xFF, 0xD9]
        var refused = false
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 5) {
            refused = (try? ImageDecoder.decode(bomb, covering: posterSide, posterSide)) == nil
        }
        guard refused else { throw BenchmarkFailure(description: "the scan bomb was accepted") }
        return BenchmarkResult(
            name: name, unit: "ms", budget: 200, samples: samples,
            note: "\(bomb.count / 1_024) KB file")
    }

    /// Decodes the photo at `path` for a `side` × `side` box: the child process whose time and
    /// peak memory ``sixteenBitGiant(_:)`` reads.
    static func decodeCovering(path: String, side: Int) -> Int32 {
        do {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try ImageDecoder.decode(bytes, covering: side, side)
            print("\(image.width)×\(image.height)")
            return 0
        } catch {
            print("decoding failed: \(error)")
            return 65
        }
    }

    /// A `width` × `height` PNG of `depth`-bit samples of `colourType` (0 grey, 2 RGB, 4
    /// grey and alpha, 6 RGBA) whose rows are all zero: one fixed-Huffman block of a literal
    /// zero, then 258-byte matches at distance 1.
    static func zeroPNG(width: Int, height: Int, depth: Int, colourType: UInt8) -> [UInt8] {
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][colourType] ?? 1
        let inflated = height * ((width * channels * depth + 7) / 8 + 1)
        var bits = BitSink()
        bits.put(0b011, 3)
        bits.put(reversed(0b0011_0000, 8), 8)
        var left = inflated - 1
        let match = reversed(0b1100_0101, 8)
        while left >= 258 {
            bits.put(match, 8)
            bits.put(0, 5)
            left -= 258
        }
        for _ in 0..<left { bits.put(reversed(0b0011_0000, 8), 8) }
        bits.put(0, 7)
        var stream: [UInt8] = [0x78, 0x01] + bits.finish()
        stream += bigEndian(UInt32(inflated % 65_521) << 16 | 1)
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [
                UInt8(depth), colourType, 0, 0, 0,
            ]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in [("IHDR", header), ("IDAT", stream), ("IEND", [])] {
            let body = Array(type.utf8) + data
            png += bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.checksum(body))
        }
        return png
    }

    private static func reversed(_ code: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | ((code >> $1) & 1) << (count - 1 - $1) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
            UInt8(value & 0xFF),
        ]
    }

    /// DEFLATE's bit order: least significant bit first.
    private struct BitSink {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var count = 0

        mutating func put(_ value: Int, _ width: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += width
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { put(0, 8 - count) }
            return bytes
        }
    }
}
