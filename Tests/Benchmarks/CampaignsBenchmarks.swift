import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation

/// Campaigns: poster SVG with a 12-megapixel photo, and saving many campaigns.
@MainActor
enum CampaignsBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "campaigns.poster-svg-12mp", run: poster),
        Benchmark(name: "campaigns.store-save-1000", run: storeSave),
    ]

    static func campaign(_ index: Int, template: TemplateID) -> Campaign {
        let date = Date(timeIntervalSince1970: 1_760_000_000 + Double(index))
        return Campaign(
            id: UUID(), purpose: "Збір на генератор для шпиталю №\(index) — допоможіть!",
            target: Hryvnias(hryvnias: 50_000 + Int64(index)), jarLink: nil,
            photo: CampaignPhoto(
                fileName: "photo-\(index).png", format: .png, pixelWidth: 3_000,
                pixelHeight: 2_000),
            templateID: template, createdAt: date, updatedAt: date)
    }

    /// Every template in turn, with the 12-megapixel JPEG of ``ImagingBenchmarks`` (decoded,
    /// resampled to the frame and embedded as PNG); the judged figure is the median over all
    /// templates.
    static func poster(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let name = "Campaign poster SVG, 12 MP JPEG photo (all 15 templates)"
        guard let cjpeg = ImagingBenchmarks.tool("cjpeg") else {
            return BenchmarkResult(
                name: name, unit: "ms", budget: 0, samples: [0], isReference: true,
                note: "skipped: cjpeg not installed (Debian libjpeg-turbo-progs)")
        }
        let photo = try Data(
            contentsOf: ImagingBenchmarks.photo(context, cjpeg: cjpeg, progressive: false))
        let renderer = PosterRenderer()
        let templates = TemplateCatalogue.standard.templates.map(\.id)
        var template = 0
        var largest = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 2, runs: templates.count * 2) {
            let size = try renderer.render(
                campaign(template, template: templates[template % templates.count]),
                photo: photo
            ).utf8.count
            largest = max(largest, size)
            template += 1
        }
        return BenchmarkResult(
            name: name, unit: "ms", budget: 400, samples: samples,
            note: "largest SVG \(largest / 1024) KB")
    }

    static func storeSave(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let folder = try context.freshDirectory("store-save")
        let template = TemplateCatalogue.standard.templates.first?.id ?? TemplateID("1")
        let campaigns = (0..<1_000).map { CampaignDTO(campaign($0, template: template)) }
        let store = JSONDocumentStore<[CampaignDTO]>(
            directory: folder, fileName: "campaigns.json", schemaVersion: 1,
            notices: NoticeBoard(), makeDefault: { [] })
        let samples = try await Stopwatch.milliseconds(warmUp: 2, runs: 20) {
            try store.replace(with: campaigns)
        }
        let size =
            (try? FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent("campaigns.json").path)[.size] as? Int) ?? 0
        return BenchmarkResult(
            name: "store save (atomic, locked) of 1,000 campaigns", unit: "ms", budget: 50,
            samples: samples, note: "\(size / 1024) KB file")
    }
}
