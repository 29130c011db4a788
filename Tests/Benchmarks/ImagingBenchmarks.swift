import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryPresentation
import Foundation
import Imaging

/// Photo decoding: a 12-megapixel JPEG decoded by a whole process of ours
/// (`Benchmarks --child decode PHOTO`: start, read, full-size decode, exit), judged against
/// libjpeg-turbo's `djpeg` decoding the same file as a whole process, runs alternating
/// (budget: 3× djpeg's median). The in-process decode time is in the note.
///
/// The photo is made at bench time with `cjpeg` (Debian `libjpeg-turbo-progs`) from a
/// generated 4000×3000 picture (gradients and noise, like a phone photo); without those
/// tools both benchmarks are skipped with a note.
@MainActor
enum ImagingBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "imaging.jpeg-decode-12mp") {
            try await jpegDecode($0, progressive: false)
        },
        Benchmark(name: "imaging.jpeg-progressive-12mp") {
            try await jpegDecode($0, progressive: true)
        },
    ]

    static let width = 4_000
    static let height = 3_000

    static func jpegDecode(_ context: BenchmarkContext, progressive: Bool) async throws
        -> BenchmarkResult
    {
        let kind = progressive ? "progressive" : "baseline"
        let name = "JPEG decode 12 MP (\(kind) 4:2:0, q90), whole process vs djpeg whole process"
        guard let cjpeg = tool("cjpeg"), let djpeg = tool("djpeg") else {
            return BenchmarkResult(
                name: name, unit: "ms", budget: 0, samples: [0], isReference: true,
                note: "skipped: cjpeg/djpeg not installed (Debian libjpeg-turbo-progs)")
        }
        let file = try photo(context, cjpeg: cjpeg, progressive: progressive)
        let bytes = [UInt8](try Data(contentsOf: file))
        var decoded = 0
        let inProcess = try await Stopwatch.milliseconds(warmUp: 1, runs: 3) {
            decoded = try ImageDecoder.decode(bytes).width
        }
        guard decoded == width else {
            throw BenchmarkFailure(description: "decoded \(decoded) px wide")
        }
        let ours = ChildProcess(
            executable: context.ownExecutable, arguments: ["--child", "decode", file.path])
        let reference = ChildProcess(executable: djpeg, arguments: ["-ppm", file.path])
        var samples: [Double] = []
        var djpegSamples: [Double] = []
        for run in 0..<(Stopwatch.runsOnce ? 2 : 8) {
            let mine = try ours.run()
            guard mine.status == 0 else {
                throw BenchmarkFailure(description: "the decode child exited \(mine.status)")
            }
            let theirs = try reference.run()
            // NB: the first pair warms the page cache and the loader.
            if run > 0 {
                samples.append(mine.milliseconds)
                djpegSamples.append(theirs.milliseconds)
            }
        }
        let djpegMedian = djpegSamples.sorted()[djpegSamples.count / 2]
        let oursMedian = samples.sorted()[samples.count / 2]
        return BenchmarkResult(
            name: name, unit: "ms", budget: 3 * djpegMedian, samples: samples,
            note: String(
                format: "djpeg (whole process, PPM to /dev/null) %.0f ms; ratio %.2f×; "
                    + "in-process decode %.0f ms; %d KB file",
                djpegMedian, oursMedian / djpegMedian,
                inProcess.sorted()[inProcess.count / 2], bytes.count / 1_024))
    }

    /// The full path of `name` in /usr/bin or /usr/local/bin, when installed.
    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Writes the generated picture as PPM and compresses it with `cjpeg`.
    static func photo(_ context: BenchmarkContext, cjpeg: String, progressive: Bool)
        throws -> URL
    {
        let source = context.scratch.appendingPathComponent("photo-12mp.ppm")
        if !FileManager.default.fileExists(atPath: source.path) {
            var pixels = [UInt8](Array("P6\n\(width) \(height)\n255\n".utf8))
            pixels.reserveCapacity(pixels.count + width * height * 3)
            var random = SeededGenerator(seed: 12)
            for y in 0..<height {
                for x in 0..<width {
                    let noise = Int(random.next() % 24) - 12
                    let red = (x * 255 / width + noise)
                    let green = (y * 255 / height + noise / 2)
                    let blue = ((x / 200 + y / 150) % 2 == 0 ? 60 : 200) + noise
                    for value in [red, green, blue] { pixels.append(UInt8(clamping: value)) }
                }
            }
            try Data(pixels).write(to: source)
        }
        let output = context.scratch.appendingPathComponent("photo-12mp-\(progressive).jpg")
        let options = ["-quality", "90"] + (progressive ? ["-progressive"] : [])
        let outcome = try ChildProcess(
            executable: cjpeg, arguments: options + ["-outfile", output.path, source.path]
        ).run()
        guard outcome.status == 0 else { throw BenchmarkFailure(description: "cjpeg failed") }
        return output
    }
}
