import CleanAppsCore
import CleanAppsDataCore
import Testing
import WaterData
import WaterDomain

@Suite struct BundledWaterDataTests {
    @Test func sources_bundled_atLeastEightAroundTheWorld() throws {
        let sources = try BundledWaterData.sources()

        #expect(sources.count >= 8)
        #expect(Set(sources.map(\.id)).count == sources.count)
        #expect(sources.allSatisfy { $0.location.isValid && !$0.title.isEmpty })
        #expect(sources.contains { $0.location.latitude < 0 && $0.location.longitude < 0 })
        #expect(sources.contains { $0.location.latitude < 0 && $0.location.longitude > 0 })
        #expect(sources.contains { $0.location.latitude > 0 && $0.location.longitude < 0 })
        #expect(sources.contains { $0.location.latitude > 0 && $0.location.longitude > 0 })
        #expect(sources.contains { $0.isSafe })
        #expect(sources.contains { $0.isContaminated })
    }

    @Test func sources_westernLongitude_keepsItsMinusSign() throws {
        let thames = try #require(try BundledWaterData.sources().first { $0.id == "thames" })

        #expect(thames.location == GeoCoordinate(latitude: 51.5072, longitude: -0.1276))
    }

    @Test func author_bundled_isTheOriginalsAuthor() async throws {
        let author = try await BundledAuthorClient().author()

        #expect(author == Author(name: "Kody Deda", title: "iOS Developer"))
    }
}
