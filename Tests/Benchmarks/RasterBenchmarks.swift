import ArchiveKit
import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import ImagingKit

/// The raster poster: drawing and encoding a 2160 px PNG, and how well its deflate packs.
@MainActor
enum RasterBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "raster.poster-png-2160", run: posterPNG),
        Benchmark(name: "raster.png-vs-zlib6", run: sizeAgainstZlib),
    ]

    private static func posterCampaign(_ template: TemplateID) -> Campaign {
        var campaign = CampaignsBenchmarks.campaign(1, template: template)
        campaign.purpose = "Збір на пікап для евакуації поранених — ґрунтовно, їжа, «ліки», ₴"
        return campaign
    }

    /// Template 1 (shadow, border, gradient) at 2160×2160, drawing plus PNG encoding.
    /// NB: the photo is the header-sized placeholder until the photo decoders are merged.
    static func posterPNG(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let renderer = PNGPosterRenderer()
        let photo = CampaignsBenchmarks.photo(bytes: 4_096)
        let template = TemplateCatalogue.standard.templates.first?.id ?? TemplateID("1")
        var size = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 5) {
            size = try renderer.render(posterCampaign(template), photo: photo).count
        }
        return BenchmarkResult(
            name: "Poster PNG 2160×2160 (draw + encode, placeholder photo)", unit: "ms",
            budget: 600, samples: samples, note: "\(size / 1024) KB of PNG")
    }

    /// Our PNG's IDAT bytes over what Python's zlib level 6 makes of the same filtered rows.
    static func sizeAgainstZlib(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let template = TemplateCatalogue.standard.templates.first?.id ?? TemplateID("1")
        let image = try PNGPosterRenderer().image(
            posterCampaign(template), photo: CampaignsBenchmarks.photo(bytes: 4_096),
            pixelsPerUnit: 2)
        let rows = PNGEncoder.filteredRows(image).rows
        let ours = ZlibStream.compress(rows).count
        let folder = try context.freshDirectory("zlib6")
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
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard let theirs = Double(text), theirs > 0 else {
            return BenchmarkResult(
                name: "PNG size / zlib level 6 (python3 missing)", unit: "×", budget: 1.3,
                samples: [0], isReference: true, note: "install python3 to compare")
        }
        return BenchmarkResult(
            name: "PNG IDAT size / zlib level 6 of the same rows", unit: "×", budget: 1.3,
            samples: [Double(ours) / theirs], note: "\(ours) vs \(Int(theirs)) bytes")
    }
}
