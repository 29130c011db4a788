import Testing

@testable import CampaignsData

@Suite struct PosterTextMetricsTests {
    @Test func width_comesFromTheFontsAdvancesAndKerning() {
        let wide = PosterTextMetrics.width(of: "Ш", fontSize: 100)
        let narrow = PosterTextMetrics.width(of: "і", fontSize: 100)
        let pair = PosterTextMetrics.width(of: "AV", fontSize: 100)

        #expect(wide > 2 * narrow)
        #expect(pair < PosterTextMetrics.width(of: "A", fontSize: 100) * 2)
    }

    @Test func width_joinersAndCombiningMarks_addNoAdvance() {
        let combining = PosterTextMetrics.width(of: "e\u{0301}", fontSize: 10)
        let joined = PosterTextMetrics.width(of: "a\u{200D}b", fontSize: 10)

        #expect(combining == PosterTextMetrics.width(of: "e", fontSize: 10))
        #expect(joined == PosterTextMetrics.width(of: "ab", fontSize: 10))
    }
}
