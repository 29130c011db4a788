import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct SelectionDTOTests {
    @Test func roundTrip_throughJSON_restoresTheSameProgress() throws {
        let progress = MarketingProgress(
            targetNames: ["Keywords", "Location"],
            selection: try Selection([
                MarketingSamples.package(MarketingSamples.seo, 1, price: Decimal(string: "320.5")!),
                MarketingSamples.package(MarketingSamples.facebook, 0, price: 140, currency: "USD"),
            ]))

        let json = try JSONEncoder().encode(SelectionDTO(progress))
        let restored = try JSONDecoder().decode(SelectionDTO.self, from: json).toDomain()

        #expect(restored == progress)
        #expect(String(decoding: json, as: UTF8.self).contains(#""price":"320.5""#))
    }

    static func package(
        id: String = "0af1bfee844a7003cec5", index: Int = 0, price: String = "1",
        currency: String = "EUR"
    ) -> SelectionDTO.PackageDTO {
        SelectionDTO.PackageDTO(
            channelID: id, channelName: "Facebook", index: index, price: price, currency: currency,
            details: [])
    }

    @Test(arguments: [
        SelectionDTO(targets: [], packages: [package(id: "../../etc/passwd")]),
        SelectionDTO(targets: [], packages: [package(price: "12abc")]),
        SelectionDTO(targets: [], packages: [package(price: "-1")]),
        SelectionDTO(targets: [], packages: [package(currency: "EURO")]),
        SelectionDTO(targets: [], packages: [package(index: -1)]),
        SelectionDTO(targets: [], packages: [package(), package(index: 1)]),
        SelectionDTO(version: 2, targets: [], packages: []),
    ])
    func toDomain_invalidSavedData_throwsUnreadableSavedSelection(dto: SelectionDTO) {
        #expect(throws: MarketingError.unreadableSavedSelection) { try dto.toDomain() }
    }
}
