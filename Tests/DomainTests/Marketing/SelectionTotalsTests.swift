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
        ("0.004", "0.00 EUR"), ("1234567.891", "1,234,567.89 EUR"), ("-0.5", "-0.50 EUR"),
        ("-0.001", "0.00 EUR"), ("2.675", "2.68 EUR"), ("999.995", "1,000.00 EUR"),
        ("12150.5", "12,150.50 EUR"), ("-100000", "-100,000.00 EUR"), ("100", "100.00 EUR"),
    ])
    func formatted_amount_hasTwoDecimalsGroupedThousandsAndCode(amount: String, expected: String)
        throws
    {
        let money = Money(amount: try #require(Decimal(string: amount)), currency: "EUR")

        #expect(money.formatted == expected)
    }

    /// Over generated amounts: the grouped text is the plain text with a "," before each
    /// third digit of the whole part from the right, and nothing else.
    @Test func formatted_isPlainAmountGroupedByThrees() throws {
        var generator = SeededGenerator(seed: 2026_12_07)
        for _ in 0..<2_000 {
            // Every length of whole part from 1 to 14 digits, either sign.
            let cents = Int64.random(
                in: -99_999_999_999_999...99_999_999_999_999, using: &generator)
            let scale = Int64.random(in: 0...13, using: &generator)
            var divisor: Int64 = 1
            for _ in 0..<scale { divisor *= 10 }
            let money = Money(amount: Decimal(cents / divisor) / 100, currency: "UAH")

            let plain = money.plainAmount
            let formatted = money.formatted

            #expect(formatted.hasSuffix(" UAH"))
            let shown = String(formatted.dropLast(4))
            #expect(shown.replacingOccurrences(of: ",", with: "") == plain)
            let whole = shown.drop { $0 == "-" }.prefix { $0 != "." }
            let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
            #expect((1...3).contains(groups[0].count), "\(formatted)")
            #expect(groups.dropFirst().allSatisfy { $0.count == 3 }, "\(formatted)")
            #expect(plain.split(separator: ".").last?.count == 2)
        }
    }
}
