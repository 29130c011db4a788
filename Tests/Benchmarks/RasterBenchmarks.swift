import Archive
import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Imaging
import Raster

/// The raster poster: drawing and encoding a 2160 px PNG, and how well its deflate packs.
@MainActor
enum RasterBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "raster.poster-png-2160", run: posterPNG),
        Benchmark(name: "raster.render-process-12mp", run: renderProcess),
        Benchmark(name: "raster.png-vs-zlib6", run: sizeAgainstZlib),
    ]

    private static func posterCampaign(_ template: TemplateID) -> Campaign {
        var campaign = CampaignsBenchmarks.campaign(1, template: template)
        campaign.purpose = "Збір на пікап для евакуації поранених — ґрунтовно, їжа, «ліки», ₴"
        return campaign
    }

    /// Template 1 (shadow, border, gradient) at 2160×2160, drawing plus PNG encoding.
    static func posterPNG(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let renderer = PNGPosterRenderer()
        let photo = decodablePhoto
        let template = TemplateCatalogue.standard.templates.first?.id ?? TemplateID("1")
        var size = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 5) {
            size = try renderer.render(posterCampaign(template), photo: photo).count
        }
        return BenchmarkResult(
            name: "Poster PNG 2160×2160 (draw + encode, 600×400 PNG photo)", unit: "ms",
            budget: 600, samples: samples, note: "\(size / 1024) KB of PNG")
    }

    /// The whole `cleanapps campaigns render` process for a 2160×2160 poster (template 1) of
    /// a campaign whose photo is the 12-megapixel JPEG of ``ImagingBenchmarks``: wall time
    /// and peak memory (budgets 600 ms and 150 MB).
    static func renderProcess(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let name = "campaigns render, 2160×2160 PNG, 12 MP JPEG photo (whole process)"
        guard let executable = context.cleanappsExecutable else {
            throw AppBenchmarks.MissingExecutable()
        }
        guard let cjpeg = ImagingBenchmarks.tool("cjpeg") else {
            return BenchmarkResult(
                name: name, unit: "ms", budget: 0, samples: [0], isReference: true,
                note: "skipped: cjpeg not installed (Debian libjpeg-turbo-progs)")
        }
        let photo = try ImagingBenchmarks.photo(context, cjpeg: cjpeg, progressive: false)
        let data = try context.freshDirectory("render-data")
        let environment = ["HOME": data.path, "XDG_DATA_HOME": data.path + "/xdg"]
        let add = try ChildProcess(
            executable: executable,
            arguments: [
                "--offline", "--data-dir", data.path, "campaigns", "add", "--purpose",
                "Збір на пікап для евакуації поранених", "--image", photo.path, "--template", "1",
                "--target", "50000",
            ], environment: environment
        ).run()
        guard add.status == 0 else { throw AppBenchmarks.ChildFailed(status: add.status) }
        let render = ChildProcess(
            executable: executable,
            arguments: [
                "--offline", "--data-dir", data.path, "campaigns", "render", "1", "--out",
                try context.freshDirectory("render-out").appendingPathComponent("poster.png")
                    .path, "--force",
            ], environment: environment)
        var samples: [Double] = []
        var peak = 0.0
        for run in 0..<(Stopwatch.runsOnce ? 1 : 6) {
            let outcome = try render.run()
            guard outcome.status == 0 else {
                throw AppBenchmarks.ChildFailed(status: outcome.status)
            }
            if run > 0 || Stopwatch.runsOnce { samples.append(outcome.milliseconds) }
            peak = max(peak, outcome.peakMegabytes)
        }
        return BenchmarkResult(
            name: name, unit: "ms", budget: 600, samples: samples, peakMemoryMB: peak,
            memoryBudgetMB: 150)
    }

    /// Our PNG's IDAT bytes over what Python's zlib level 6 makes of the same filtered rows,
    /// for each template's 2160 px poster with the smooth photo: the largest ratio.
    static func sizeAgainstZlib(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let folder = try context.freshDirectory("zlib6")
        var worst = (ratio: 0.0, note: "")
        for (index, template) in TemplateCatalogue.standard.templates.map(\.id).enumerated() {
            let image = try PNGPosterRenderer().image(
                posterCampaign(template), photo: decodablePhoto, pixelsPerUnit: 1)
            let rows = PNGEncoder.filteredRows(image).rows
            let ours = ZlibStream.compress(rows, effort: PNGEncoder.effort).count
            guard let theirs = try zlibLevel6Size(rows, in: folder) else {
                return BenchmarkResult(
                    name: "PNG size / zlib level 6 (python3 missing)", unit: "×", budget: 1.3,
                    samples: [0], isReference: true, note: "install python3 to compare")
            }
            let ratio = Double(ours) / Double(theirs)
            if ratio > worst.ratio {
                worst = (ratio, "template \(index + 1): \(ours) vs \(theirs) bytes")
            }
        }
        return BenchmarkResult(
            name: "PNG IDAT size / zlib level 6 of the same rows, worst of 15 templates",
            unit: "×", budget: 1.3, samples: [worst.ratio], note: worst.note)
    }

    /// The bytes of `rows` compressed by Python's zlib at level 6; nil without python3.
    private static func zlibLevel6Size(_ rows: [UInt8], in folder: URL) throws -> Int? {
        let file = folder.appendingPathComponent("rows.bin")
        try Data(rows).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys,zlib;print(len(zlib.compress(open(sys.argv[1],'rb').read(),6)))", file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(
            String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A photo the poster's decoders accept: a 600×400 PNG of soft gradients (the poster
    /// refuses a damaged photo, so a placeholder of random bytes no longer draws).
    static let decodablePhoto: Data = {
        var image = RasterImage(width: 600, height: 400)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 4
                image.pixels[index] = UInt8(x * 255 / 599)
                image.pixels[index + 1] = UInt8(y * 255 / 399)
                image.pixels[index + 2] = UInt8((x + y) % 256)
                image.pixels[index + 3] = 255
            }
        }
        return Data(PNGEncoder.encode(image))
    }()
}
