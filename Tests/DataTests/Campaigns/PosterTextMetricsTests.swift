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

    @Test func fit_shortText_keepsSizeOnOneLine() {
        let fitted = PosterTextMetrics.fit("Дрон", maxWidth: 500, fontSize: 50, maxLines: 2)

        #expect(fitted == PosterTextMetrics.Fitted(lines: ["Дрон"], fontSize: 50))
    }

    @Test func fit_longText_wrapsWithinWidthAndLines() {
        let fitted = PosterTextMetrics.fit(
            "Збираємо на тепловізор для підрозділу", maxWidth: 300, fontSize: 40, maxLines: 3)

        #expect(fitted.lines.count <= 3)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 300
            })
        #expect(fitted.lines.joined(separator: " ") == "Збираємо на тепловізор для підрозділу")
    }

    @Test func fit_unbreakableWord_isBrokenAndCut() {
        let fitted = PosterTextMetrics.fit(
            String(repeating: "x", count: 500), maxWidth: 200, fontSize: 40, maxLines: 2)

        #expect(fitted.lines.count == 2)
        #expect(fitted.lines[1].hasSuffix("…"))
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 200
            })
    }
}
