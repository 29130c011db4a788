import CleanAppsTestSupport
import Foundation

/// Every photo bounded by the poster, whatever its shape: `cleanapps campaigns add` and then
/// `render` of the hostile round's photos (thin, end-of-band runs, one coefficient per scan,
/// ordinary large progressive, the largest accepted file on the largest frame), judged by
/// the CPU time and peak memory of the whole process (≤ 2 s and ≤ 200 MB), and a refusal
/// (≤ 0.2 s). The photos are made at run time: PNGs and flat progressive JPEGs by a few lines
/// of code, photo-like JPEGs by `cjpeg` (skipped with a note without it).
@MainActor
enum PhotoPosterBenchmarks {
    /// One photo and the poster it goes on.
    struct Case {
        let name: String
        let label: String
        var template = 1
        var format = "square"
        /// The CPU budget of one command, in milliseconds.
        var budget = 2_000.0
        /// Whether the photo must be refused (exit 65).
        var isRefused = false
        /// Writes the photo into the scratch folder; nil when a tool it needs is missing.
        let make: @MainActor (BenchmarkContext) throws -> URL?
    }

    static let cases: [Case] = [
        Case(name: "photo.thin-png-1bit", label: "PNG 1666×30000 1-bit (thin)") {
            try write(
                HostilePhotoBenchmarks.zeroPNG(
                    width: 1_666, height: 30_000, depth: 1, colourType: 0), "thin-1bit.png", $0)
        },
        Case(name: "photo.thin-jpeg-progressive", label: "JPEG 1666×30000 progressive (thin)") {
            try cjpeg(
                $0, width: 1_666, height: 30_000, noise: 4, ["-quality", "90", "-progressive"],
                "thin-progressive.jpg")
        },
        Case(name: "photo.eob-runs-7000", label: "JPEG 7000×7000, 37 scans of end-of-band runs") {
            try flat(
                7_000, 7_000, FlatProgressiveJPEG.fullBandRefinements(dcShift: 3, acShift: 10),
                "eob-7000", $0)
        },
        Case(
            name: "photo.one-coefficient-12mp",
            label: "JPEG 4000×3000, 946 scans of one coefficient"
        ) {
            try flat(
                4_000, 3_000, FlatProgressiveJPEG.oneCoefficientPerScan(shift: 4),
                "one-coefficient-12mp", $0)
        },
        Case(
            name: "photo.one-coefficient-49mp",
            label: "JPEG 7000×7000, 946 scans of one coefficient"
        ) {
            try flat(
                7_000, 7_000, FlatProgressiveJPEG.oneCoefficientPerScan(shift: 4),
                "one-coefficient-49mp", $0)
        },
        Case(name: "photo.progressive-7000", label: "JPEG 7000×7000 progressive 4:2:0 q90") {
            try cjpeg(
                $0, width: 7_000, height: 7_000, noise: 8, ["-quality", "90", "-progressive"],
                "progressive-7000.jpg")
        },
        Case(
            name: "photo.largest-on-story",
            label: "JPEG 7000×7000 progressive 4:4:4 q91, story, template 3", template: 3,
            format: "story"
        ) {
            try cjpeg(
                $0, width: 7_000, height: 7_000, noise: 11,
                ["-quality", "91", "-sample", "1x1", "-progressive"], "progressive-444-7000.jpg")
        },
        Case(
            name: "photo.scan-cap-refused", label: "JPEG 7000×7000, 1135 scans, refused",
            budget: 200, isRefused: true
        ) {
            try flat(
                7_000, 7_000, FlatProgressiveJPEG.oneCoefficientPerScan(shift: 5), "scan-cap-7000",
                $0)
        },
    ]

    static let all: [Benchmark] = cases.map { photoCase in
        Benchmark(name: photoCase.name) { try await run(photoCase, $0) }
    }

    /// Three `campaigns add` (each into a fresh data folder) and three `render`s of the
    /// campaign the first one added; the judged figure is the median CPU time of the six.
    static func run(_ photoCase: Case, _ context: BenchmarkContext) async throws
        -> BenchmarkResult
    {
        let name = "campaigns add + render: \(photoCase.label)"
        guard let cleanapps = context.cleanappsExecutable else {
            throw BenchmarkFailure(description: "no cleanapps binary to run")
        }
        guard let photo = try photoCase.make(context) else {
            return BenchmarkResult(
                name: name, unit: "ms CPU", budget: 0, samples: [0], isReference: true,
                note: "skipped: cjpeg not installed (Debian libjpeg-turbo-progs)")
        }
        let add = [
            "campaigns", "add", "--purpose", "Генератор", "--image", photo.path, "--template",
            String(photoCase.template), "--format", photoCase.format,
        ]
        var adds: [ChildProcess.Outcome] = []
        var renders: [ChildProcess.Outcome] = []
        for run in 0..<3 {
            let data = try context.freshDirectory("photo-poster-\(run)")
            let environment = ["CLEANAPPS_DATA_DIR": data.path]
            adds.append(
                try ChildProcess(executable: cleanapps, arguments: add, environment: environment)
                    .run())
            guard adds[run].status == (photoCase.isRefused ? 65 : 0) else {
                throw BenchmarkFailure(description: "campaigns add exited \(adds[run].status)")
            }
            if photoCase.isRefused { continue }
            let poster = context.scratch.appendingPathComponent("photo-poster.png").path
            renders.append(
                try ChildProcess(
                    executable: cleanapps,
                    arguments: ["campaigns", "render", "1", "--out", poster, "--force"],
                    environment: environment
                ).run())
            guard renders[run].status == 0 else {
                throw BenchmarkFailure(
                    description: "campaigns render exited \(renders[run].status)")
            }
        }
        let size =
            ((try? FileManager.default.attributesOfItem(atPath: photo.path)[.size]) as? Int) ?? 0
        func median(_ outcomes: [ChildProcess.Outcome]) -> String {
            let sorted = outcomes.map(\.cpuMilliseconds).sorted()
            return sorted.isEmpty ? "-" : String(format: "%.0f ms", sorted[sorted.count / 2])
        }
        return BenchmarkResult(
            name: name, unit: "ms CPU", budget: photoCase.budget,
            samples: (adds + renders).map(\.cpuMilliseconds),
            peakMemoryMB: (adds + renders).map(\.peakMegabytes).max(), memoryBudgetMB: 200,
            note: "add \(median(adds)), render \(median(renders)) CPU; \(size / 1_024) KB file")
    }

    /// A flat `width` × `height` progressive JPEG sent by `scans`, as `name`.jpg.
    private static func flat(
        _ width: Int, _ height: Int, _ scans: [FlatProgressiveJPEG.Scan], _ name: String,
        _ context: BenchmarkContext
    ) throws -> URL {
        try write(
            FlatProgressiveJPEG.file(width: width, height: height, scans: scans), name + ".jpg",
            context)
    }

    /// `bytes` as `name` in the scratch folder (written once per harness run).
    private static func write(
        _ bytes: @autoclosure () -> [UInt8], _ name: String, _ context: BenchmarkContext
    ) throws -> URL {
        let file = context.scratch.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: file.path) { try Data(bytes()).write(to: file) }
        return file
    }

    /// A `width` × `height` photo-like picture (gradients, a checker of soft edges, seeded
    /// noise of ±`noise`) compressed by `cjpeg` with `options` into `name`; nil without cjpeg.
    private static func cjpeg(
        _ context: BenchmarkContext, width: Int, height: Int, noise: Int, _ options: [String],
        _ name: String
    ) throws -> URL? {
        guard let cjpeg = ImagingBenchmarks.tool("cjpeg") else { return nil }
        let output = context.scratch.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: output.path) { return output }
        let source = context.scratch.appendingPathComponent(
            "picture-\(width)x\(height)-\(noise).ppm")
        if !FileManager.default.fileExists(atPath: source.path) {
            guard FileManager.default.createFile(atPath: source.path, contents: nil) else {
                throw BenchmarkFailure(description: "cannot write \(source.path)")
            }
            let handle = try FileHandle(forWritingTo: source)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data("P6\n\(width) \(height)\n255\n".utf8))
            var random = SeededGenerator(seed: 35)
            var row = [UInt8](repeating: 0, count: width * 3)
            for y in 0..<height {
                for x in 0..<width {
                    let shade = (x / 200 + y / 150) % 2 == 0 ? 0 : 40
                    let values = [
                        x * 255 / width, y * 255 / height, (x + y) * 127 / (width + height) + shade,
                    ]
                    for channel in 0..<3 {
                        let wobble = Int(random.next() % UInt64(2 * noise + 1)) - noise
                        row[x * 3 + channel] = UInt8(clamping: values[channel] + wobble)
                    }
                }
                try handle.write(contentsOf: row)
            }
        }
        let outcome = try ChildProcess(
            executable: cjpeg, arguments: options + ["-outfile", output.path, source.path]
        ).run()
        guard outcome.status == 0 else { throw BenchmarkFailure(description: "cjpeg failed") }
        return output
    }
}
