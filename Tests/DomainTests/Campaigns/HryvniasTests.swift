import CampaignsDomain
import CleanAppsCore
import Testing

@Suite struct HryvniasTests {
    @Test(
        arguments: [
            (0, "0"),
            (5, "0,05"),
            (50, "0,50"),
            (100, "1"),
            (99_999, "999,99"),
            (100_000, "1 000"),
            (10_000_050, "100 000,50"),
            (100_000_000_000, "1 000 000 000"),
            (-505, "-5,05"),
        ] as [(Int64, String)])
    func formatted_amount_groupsThousandsWithSpaces(kopecks: Int64, text: String) {
        #expect(Hryvnias(kopecks: kopecks).formatted == text)
    }

    @Test func formatted_extremeValues_doNotTrap() {
        #expect(Hryvnias(kopecks: .min).formatted.hasPrefix("-92 233 720 368 547 758"))
        #expect(Hryvnias(kopecks: .max).formatted == "92 233 720 368 547 758,07")
    }

    @Test func formattedWithCurrency_addsPosterSuffix() {
        #expect(Hryvnias(hryvnias: 100_000).formattedWithCurrency == "100 000 грн.")
    }

    @Test func initHryvnias_overflow_saturates() {
        #expect(Hryvnias(hryvnias: .max).kopecks == .max)
        #expect(Hryvnias(hryvnias: .min).kopecks == .min)
    }

    @Test(
        arguments: [
            (0, 100, 0.0),
            (62, 100, 0.62),
            (140, 100, 1.0),
            (-20, 100, 0.0),
        ] as [(Int64, Int64, Double)])
    func fraction_ofPositiveTotal_isClamped(part: Int64, total: Int64, expected: Double) {
        let fraction = Hryvnias(kopecks: part).fraction(of: Hryvnias(kopecks: total))

        #expect(fraction == expected)
    }

    @Test func fraction_ofZeroTotal_isNil() {
        #expect(Hryvnias(kopecks: 5).fraction(of: .zero) == nil)
    }
}
