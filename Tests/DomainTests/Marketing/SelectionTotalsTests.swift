import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct SelectionTotalsTests {
    @Test func totals_originalExample_is590EUR() throws {
        let selection = try Selection([
            MarketingSamples.package(MarketingSamples.facebook, 0, price: 140),
            MarketingSamples.package(MarketingSamples.instagram, 1, price: 270),
            MarketingSamples.package(MarketingSamples.linkedin, 2, price: 90),
            MarketingSamples.package(MarketingSamples.adWords, 2, price: 90),
        ])

        #expect(selection.totals == [Money(amount: 590, currency: "EUR")])
        #expect(selection.formattedTotal == "590.00 EUR")
        #expect(selection.summary == "4 packages from 4 channels")
    }

    @Test func totals_twoCurrencies_neverMixed_inFirstAppearanceOrder() throws {
        let selection = try Selection([
            MarketingSamples.package(MarketingSamples.seo, 0, price: 120, currency: "USD"),
            MarketingSamples.package(MarketingSamples.facebook, 0, price: 140),
            MarketingSamples.package(
                MarketingSamples.twitter, 0, price: Decimal(string: "0.5")!, currency: "USD"),
            MarketingSamples.package(MarketingSamples.linkedin, 0, price: 450),
        ])

        #expect(
            selection.totals == [
                Money(amount: Decimal(string: "120.5")!, currency: "USD"),
                Money(amount: 590, currency: "EUR"),
            ])
        #expect(selection.formattedTotal == "120.50 USD + 590.00 EUR")
    }

    @Test func totals_decimalPrices_sumExactly() throws {
        let selection = try Selection([
            MarketingSamples.package(MarketingSamples.seo, 0, price: Decimal(string: "0.1")!),
            MarketingSamples.package(MarketingSamples.facebook, 0, price: Decimal(string: "0.2")!),
        ])

        #expect(selection.totals == [Money(amount: Decimal(string: "0.3")!, currency: "EUR")])
        #expect(selection.formattedTotal == "0.30 EUR")
    }

    @Test func summary_singleAndEmpty_useCorrectNumber() throws {
        let one = try Selection([MarketingSamples.package(MarketingSamples.seo, 0, price: 1)])

        #expect(one.summary == "1 package from 1 channel")
        #expect(Selection().summary == "0 packages from 0 channels")
        #expect(Selection().formattedTotal == "0.00")
        #expect(Selection().totals.isEmpty)
    }

    @Test(arguments: [
        ("590", "590.00 EUR"), ("140.5", "140.50 EUR"), ("0", "0.00 EUR"), ("0.005", "0.01 EUR"),
        ("0.004", "0.00 EUR"), ("1234567.891", "1234567.89 EUR"), ("-0.5", "-0.50 EUR"),
        ("-0.001", "0.00 EUR"), ("2.675", "2.68 EUR"),
    ])
    func formatted_amount_hasTwoDecimalsAndCode(amount: String, expected: String) throws {
        let money = Money(amount: try #require(Decimal(string: amount)), currency: "EUR")

        #expect(money.formatted == expected)
    }
}
