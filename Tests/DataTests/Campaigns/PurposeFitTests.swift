import CampaignsDomain
import Testing

@testable import CampaignsData

@Suite struct PurposeFitTests {
    private let longPurpose =
        "Збираємо на пікап для евакуації поранених з передової: їжа, ліки, тепловізор, "
        + "генератор, рації й шини для 47-ї бригади, щоб хлопці повернулися додому живими, ще 12 000 ₴"

    @Test func fit_shortText_keepsSizeOnOneLine() {
        let fitted = PurposeFit.fit("Дрон", maxWidth: 500, fontSize: 50, maxLines: 2)

        #expect(fitted == PurposeFit.Result(lines: ["Дрон"], fontSize: 50, isCut: false))
    }

    @Test func fit_longText_wrapsWithinWidthAndLines() {
        let fitted = PurposeFit.fit(
            "Збираємо на тепловізор для підрозділу", maxWidth: 300, fontSize: 40, maxLines: 3)

        #expect(fitted.lines.count <= 3)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 300
            })
        #expect(fitted.lines.joined(separator: " ") == "Збираємо на тепловізор для підрозділу")
        #expect(!fitted.isCut)
    }

    @Test func fit_textTooLongForItsLinesAtFullSize_shrinksInsteadOfCutting() {
        let full = PurposeFit.fit(longPurpose, maxWidth: 1000, fontSize: 40, maxLines: 3)
        let roomy = PurposeFit.fit("Дрон", maxWidth: 1000, fontSize: 40, maxLines: 3)

        #expect(full.fontSize < roomy.fontSize)
        #expect(full.fontSize >= 40 * PurposeFit.minimumScale)
        #expect(!full.isCut)
        #expect(full.lines.joined(separator: " ") == longPurpose)
    }

    @Test func fit_unbreakableWord_isBrokenAndCutAtTheMinimumSize() {
        let fitted = PurposeFit.fit(
            String(repeating: "x", count: 500), maxWidth: 200, fontSize: 40, maxLines: 2)

        #expect(fitted.lines.count == 2)
        #expect(fitted.lines[1].hasSuffix("…"))
        #expect(fitted.isCut)
        #expect(fitted.fontSize == 40 * PurposeFit.minimumScale)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 200
            })
    }

    @Test func fittingCharacters_purposeThatFits_isNil() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 1))

        #expect(PosterPurposeFitting().fittingCharacters(of: "Дрон", in: template) == nil)
    }

    @Test func fittingCharacters_purposePastTheMinimum_countsTheLongestPrefixThatFits() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 15))
        let purpose = longPurpose + " " + longPurpose

        let fitting = try #require(
            PosterPurposeFitting().fittingCharacters(of: purpose, in: template))

        let box = template.layout.purpose
        let canvas = PosterCanvas(format: .square)
        #expect(fitting > 20 && fitting < purpose.count)
        #expect(
            !PurposeFit.fit(purpose: String(purpose.prefix(fitting)), in: box, canvas: canvas).isCut
        )
        #expect(
            PurposeFit.fit(purpose: String(purpose.prefix(fitting + 1)), in: box, canvas: canvas)
                .isCut)
    }
}
