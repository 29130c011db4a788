import Testing

@testable import CampaignsData

@Suite struct PosterTextMetricsTests {
    @Test func width_wideScripts_countDouble() {
        let latin = PosterTextMetrics.width(of: "ab", fontSize: 10)
        let hangul = PosterTextMetrics.width(of: "홍길", fontSize: 10)

        #expect(hangul == 20)
        #expect(latin < hangul)
    }

    @Test func width_emojiSequence_countsOnce() {
        let family = PosterTextMetrics.width(of: "👨‍👩‍👧‍👦", fontSize: 10)
        let combining = PosterTextMetrics.width(of: "e\u{0301}", fontSize: 10)

        #expect(family == 12)
        #expect(combining == PosterTextMetrics.width(of: "e", fontSize: 10))
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
