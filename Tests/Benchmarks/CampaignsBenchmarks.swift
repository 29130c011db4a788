import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation

/// Campaigns: poster SVG with a large photo, and saving many campaigns.
@MainActor
enum CampaignsBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "campaigns.poster-5mb", run: poster),
        Benchmark(name: "campaigns.store-save-1000", run: storeSave),
    ]

    /// A PNG header for `width`×`height` followed by deterministic noise up to `bytes`.
    static func photo(bytes: Int, width: UInt32 = 3_000, height: UInt32 = 2_000) -> Data {
        var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        data += [0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] {
            data += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        data += [8, 2, 0, 0, 0, 0, 0, 0, 0]
        var random = SeededGenerator(seed: 5)
        data.reserveCapacity(bytes)
        while data.count < bytes { data.append(UInt8(truncatingIfNeeded: random.next())) }
        return Data(data)
    }

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

    /// Every template in turn; the judged figure is the median over all templates.
    static func poster(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let photo = photo(bytes: 5 * 1_048_576)
        let renderer = PosterRenderer()
        let templates = TemplateCatalogue.standard.templates.map(\.id)
        var template = 0
        var size = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 2, runs: templates.count * 2) {
            size = try renderer.render(
                campaign(template, template: templates[template % templates.count]),
                photo: photo
            ).utf8.count
            template += 1
        }
        return BenchmarkResult(
            name: "Campaign poster SVG, 5 MB photo (all \(templates.count) templates)", unit: "ms",
            budget: 30, samples: samples, note: "\(size / 1_048_576) MB of SVG")
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
