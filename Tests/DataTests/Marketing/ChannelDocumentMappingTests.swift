import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import MarketingData

@Suite struct ChannelDocumentMappingTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let channel: Channel
        let prices: [Decimal]
        let detailCounts: [Int]
        var testDescription: String { channel.name }
    }

    static let table = [
        Expected(
            channel: MarketingSamples.facebook, prices: [140, 200, 100, 75],
            detailCounts: [9, 11, 8, 6]),
        Expected(
            channel: MarketingSamples.linkedin, prices: [150, 180, 90, 60],
            detailCounts: [6, 7, 5, 4]),
        Expected(
            channel: MarketingSamples.twitter, prices: [170, 250, 120, 80],
            detailCounts: [7, 8, 6, 5]),
        Expected(
            channel: MarketingSamples.instagram, prices: [180, 270, 130, 80],
            detailCounts: [6, 8, 5, 3]),
        Expected(
            channel: MarketingSamples.adWords, prices: [150, 230, 90], detailCounts: [5, 7, 4]),
        Expected(
            channel: MarketingSamples.seo, prices: [270, 320, 180, 110],
            detailCounts: [10, 11, 8, 6]),
    ]

    @Test(arguments: table)
    func packages_realChannelDocument_derivesOnePackagePerFeeInFileOrder(expected: Expected) throws
    {
        let data = try MarketingFixtures.document(expected.channel.id.rawValue)

        let packages = try JSONDecoder().decode(ChannelDocumentDTO.self, from: data)
            .packages(for: expected.channel)

        #expect(packages.map(\.price) == expected.prices)
        #expect(packages.map(\.details.count) == expected.detailCounts)
        #expect(packages.map(\.index) == Array(expected.prices.indices))
        #expect(packages.allSatisfy { $0.currency == "EUR" && $0.channel == expected.channel })
        #expect(
            packages.map(\.name)
                == expected.prices.indices.map { "\(expected.channel.name) Package \($0 + 1)" })
        #expect(packages.first?.summary == "Monthly package for \(expected.channel.name)")
    }

    @Test func packages_facebookFirstFee_keepsDetailLinesAsWritten() throws {
        let data = try MarketingFixtures.document("0af1bfee844a7003cec5")

        let first = try JSONDecoder().decode(ChannelDocumentDTO.self, from: data)
            .packages(for: MarketingSamples.facebook).first

        #expect(
            first?.details == [
                "3-8 listings", "12 optimizations", "Campaign setup", "Admin and optimising",
                "Email support", "Monthly reports", "Install", "Conversion monitoring",
                "Landing page",
            ])
        #expect(first?.cost.formatted == "140.00 EUR")
    }

    @Test func packages_tolerantValues_stringPriceLowercaseCurrencyCommaDetail() throws {
        let json = """
            {"channel":"X","monthly_fees":[{"price":"140.50","details":[" a, b ","","c\\u0007d"],\
            "currency":" eur"},{"price":99.99,"currency":"USD"}]}
            """

        let packages = try JSONDecoder().decode(ChannelDocumentDTO.self, from: Data(json.utf8))
            .packages(for: MarketingSamples.seo)

        #expect(packages.map(\.price) == [Decimal(string: "140.50")!, Decimal(string: "99.99")!])
        #expect(packages.map(\.currency) == ["EUR", "USD"])
        #expect(packages.map(\.details) == [["a, b", "c d"], []])
        #expect(packages.map(\.name) == ["SEO Package 1", "SEO Package 2"])
    }

    @Test(arguments: [
        #"{"monthly_fees":[{"price":"12abc","currency":"EUR"}]}"#,
        #"{"monthly_fees":[{"price":true,"currency":"EUR"}]}"#,
        #"{"monthly_fees":[{"price":-1,"currency":"EUR"}]}"#,
        #"{"monthly_fees":[{"price":1e30,"currency":"EUR"}]}"#,
        #"{"monthly_fees":[{"price":1,"currency":"EURO"}]}"#,
        #"{"monthly_fees":[{"price":1,"currency":"€"}]}"#,
        #"{"monthly_fees":[{"price":1}]}"#,
        #"{"channel":"X"}"#,
        #"[]"#,
    ])
    func packages_brokenDocument_isRefused(json: String) {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(ChannelDocumentDTO.self, from: Data(json.utf8))
                .packages(for: MarketingSamples.seo)
        }
    }
}
