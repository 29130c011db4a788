import CleanAppsDataCore
import Foundation
import Testing

@Suite struct BundledResourceTests {
    @Test func url_bundledGiveawaysSnapshot_exists() throws {
        let url = try #require(BundledResource.url("Giveaways/giveaways-snapshot.json"))

        let data = try Foundation.Data(contentsOf: url)

        #expect(data.count > 100_000)
    }

    @Test func url_missingFile_isNil() {
        #expect(BundledResource.url("Giveaways/no-such-file.json") == nil)
    }
}
