import CampaignsDomain
import CleanAppsCore
import Testing

@Suite struct HryvniaAmountParserTests {
    @Test(
        arguments: [
            ("100000", 10_000_000),
            ("100 000", 10_000_000),
            ("100\u{00A0}000", 10_000_000),
            ("100\u{202F}000", 10_000_000),
            ("100\u{2009}000", 10_000_000),
            ("100,000", 10_000_000),
            ("100000.50", 10_000_050),
            ("100000,50", 10_000_050),
            ("100000,5", 10_000_050),
            ("1,000,000.50", 100_000_050),
            ("1.000.000,50", 100_000_050),
            ("100 000,50", 10_000_050),
            ("1.000", 100_000),
            ("1,5", 150),
            ("0,01", 1),
            ("  2500  ", 250_000),
            ("1 000 000 000", 100_000_000_000),
            ("0001000", 100_000),
            ("100.505", 10_050_500),
        ] as [(String, Int64)])
    func parse_acceptedText_givesExactKopecks(text: String, kopecks: Int64) {
        let result = HryvniaAmountParser.parse(text)

        #expect(result == .success(Hryvnias(kopecks: kopecks)))
    }

    @Test(
        arguments: [
            ("", AmountInputError.notANumber),
            ("   ", .notANumber),
            ("abc", .notANumber),
            ("100грн", .notANumber),
            ("1e5", .notANumber),
            ("+100", .notANumber),
            ("١٠٠", .notANumber),
            ("-100", .negative),
            ("\u{2212}100", .negative),
            ("0", .zero),
            ("0,00", .zero),
            ("000", .zero),
            ("1 000 000 000,01", .tooLarge),
            ("1000000001", .tooLarge),
            ("99999999999999999999999", .tooLarge),
            ("100.", .notANumber),
            (",50", .notANumber),
            ("1000,000", .badGrouping),
            ("1,00,000", .badGrouping),
            ("10 00", .badGrouping),
            ("100  000", .badGrouping),
            ("1,000.000,50", .badGrouping),
            ("1 000,000", .tooManyDecimals),
            ("1 000.000.000", .badGrouping),
            ("100000,505", .badGrouping),
            ("1,0000", .tooManyDecimals),
            ("1.000,5.0", .badGrouping),
        ] as [(String, AmountInputError)])
    func parse_refusedText_givesReason(text: String, error: AmountInputError) {
        let result = HryvniaAmountParser.parse(text)

        #expect(result == .failure(error))
    }

    @Test func parse_exactlyTheMaximum_isAccepted() {
        let result = HryvniaAmountParser.parse("1000000000")

        #expect(result == .success(.maximumTarget))
    }
}
