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
            "Збираємо на тепловізор для підрозділу", maxWidth: 500, fontSize: 50, maxLines: 3)

        #expect(fitted.lines.count <= 3)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 500
            })
        #expect(fitted.lines.joined(separator: " ") == "Збираємо на тепловізор для підрозділу")
        #expect(!fitted.isCut)
    }

    @Test func fit_textTooLongForItsLinesAtFullSize_shrinksInsteadOfCutting() {
        let full = PurposeFit.fit(longPurpose, maxWidth: 1200, fontSize: 60, maxLines: 4)
        let roomy = PurposeFit.fit("Дрон", maxWidth: 1200, fontSize: 60, maxLines: 4)

        #expect(full.fontSize < roomy.fontSize)
        #expect(full.fontSize >= PurposeFit.minimumFontSize)
        #expect(!full.isCut)
        #expect(full.lines.joined(separator: " ") == longPurpose)
    }

    @Test func fit_unbreakableWord_isBrokenAndCutAtTheMinimumSize() {
        let fitted = PurposeFit.fit(
            String(repeating: "x", count: 500), maxWidth: 200, fontSize: 60, maxLines: 2)

        #expect(fitted.lines.count == 2)
        #expect(fitted.lines[1].hasSuffix("…"))
        #expect(fitted.isCut)
        #expect(fitted.fontSize == PurposeFit.minimumFontSize)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 200
            })
    }

    @Test func fittingCharacters_purposeThatFits_isNil() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 1))

        #expect(
            PosterPurposeFitting().fittingCharacters(of: "Дрон", in: template, format: .square)
                == nil)
    }

    @Test func fittingCharacters_purposePastTheMinimum_countsTheLongestPrefixThatFits() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 2))
        let purpose = longPurpose + " " + longPurpose

        let fitting = try #require(
            PosterPurposeFitting().fittingCharacters(of: purpose, in: template, format: .square))

        func isCut(_ text: String) -> Bool {
            PurposeFit.arrange(purpose: text, in: template.layout, format: .square).fit.isCut
        }
        #expect(fitting > 20 && fitting < purpose.count)
        #expect(!isCut(String(purpose.prefix(fitting))))
        #expect(isCut(String(purpose.prefix(fitting + 1))))
    }
}

extension PurposeFitTests {
    @Test func fit_textTooLongForTheBoxLines_takesTheLinesTheRoomHolds() {
        let fitted = PurposeFit.fit(
            longPurpose, maxWidth: 600, fontSize: 50, maxLines: 2, roomHeight: 600)

        #expect(!fitted.isCut)
        #expect(fitted.lines.count > 2)
        #expect(Double(fitted.lines.count) * fitted.fontSize * 1.2 <= 600)
        #expect(fitted.lines.joined(separator: " ") == longPurpose)
    }

    @Test func fit_roomForItAtFullSize_keepsTheTemplateSize() {
        let fitted = PurposeFit.fit(
            longPurpose, maxWidth: 600, fontSize: 50, maxLines: 2, roomHeight: 2_000)

        #expect(fitted.fontSize == 50)
        #expect(!fitted.isCut)
    }

    @Test func minimumFontSize_setsCapitalsSixtyPixelsTallOnThe2160PixelPoster() {
        let capHeightOn2160 = PurposeFit.minimumFontSize * PosterFont.capHeightRatio * 2

        #expect(abs(capHeightOn2160 - 60) < 0.001)
    }

    @Test func fittingCharacters_eachFormat_measuresItsOwnLayout() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 2))
        let purpose = String((longPurpose + " " + longPurpose).prefix(200))
        let fitting = PosterPurposeFitting()

        let square = fitting.fittingCharacters(of: purpose, in: template, format: .square)
        let story = fitting.fittingCharacters(of: purpose, in: template, format: .story)

        #expect(try #require(square) < 200)
        #expect(story == nil)
    }
}

extension PurposeFitTests {
    @Test func arrange_purposeThatFits_keepsThePhoto() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 4))

        let arranged = PurposeFit.arrange(purpose: "Дрон", in: template.layout, format: .square)

        #expect(arranged.layout == template.layout)
        #expect(!arranged.fit.isCut)
    }

    @Test func arrange_purposeTheSquareWouldCut_photoYieldsFirst() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 4))
        let purpose = "Дрон для 47 бригади — збираємо на DJI Mavic 3 для аеророзвідки"
        let canvas = PosterCanvas(format: .square)

        let arranged = PurposeFit.arrange(purpose: purpose, in: template.layout, format: .square)

        #expect(PurposeFit.fit(purpose: purpose, in: template.layout, canvas: canvas).isCut)
        #expect(!arranged.fit.isCut)
        #expect(arranged.layout.photo.width < template.layout.photo.width)
        #expect(arranged.layout.photo.width >= template.layout.photo.width * 0.7)
    }
}
