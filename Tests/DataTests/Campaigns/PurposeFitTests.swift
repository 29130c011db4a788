import CampaignsDomain
import Testing

@testable import CampaignsData

@Suite struct PurposeFitTests {
    private let longPurpose =
        "Збираємо на пікап для евакуації поранених з передової: їжа, ліки, тепловізор, "
        + "генератор, рації й шини для 47-ї бригади, щоб хлопці повернулися додому живими, ще 12 000 ₴"

    @Test func fit_shortText_keepsSizeOnOneLine() {
        let fitted = PurposeFit.fit("Дрон", maxWidth: 1_000, fontSize: 100, maxLines: 2)

        #expect(fitted == PurposeFit.Result(lines: ["Дрон"], fontSize: 100, isCut: false))
    }

    @Test func fit_longText_wrapsWithinWidthAndLines() {
        let fitted = PurposeFit.fit(
            "Збираємо на тепловізор для підрозділу", maxWidth: 1_000, fontSize: 100, maxLines: 3)

        #expect(fitted.lines.count <= 3)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 1_000
            })
        #expect(fitted.lines.joined(separator: " ") == "Збираємо на тепловізор для підрозділу")
        #expect(!fitted.isCut)
    }

    @Test func fit_textTooLongForItsLinesAtFullSize_shrinksInsteadOfCutting() {
        let full = PurposeFit.fit(longPurpose, maxWidth: 2_400, fontSize: 120, maxLines: 4)
        let roomy = PurposeFit.fit("Дрон", maxWidth: 2_400, fontSize: 120, maxLines: 4)

        #expect(full.fontSize < roomy.fontSize)
        #expect(full.fontSize >= PurposeFit.minimumFontSize)
        #expect(!full.isCut)
        #expect(full.lines.joined(separator: " ") == longPurpose)
    }

    @Test func fit_unbreakableWord_isBrokenAndCutAtTheMinimumSize() {
        let fitted = PurposeFit.fit(
            String(repeating: "x", count: 500), maxWidth: 400, fontSize: 120, maxLines: 2)

        #expect(fitted.lines.count == 2)
        #expect(fitted.lines[1].hasSuffix("…"))
        #expect(fitted.isCut)
        #expect(fitted.fontSize == PurposeFit.minimumFontSize)
        #expect(
            fitted.lines.allSatisfy {
                PosterTextMetrics.width(of: $0, fontSize: fitted.fontSize) <= 400
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
            PurposeFit.arrange(purpose: text, in: template, format: .square).fit.isCut
        }
        #expect(fitting > 20 && fitting < purpose.count)
        #expect(!isCut(String(purpose.prefix(fitting))))
        #expect(isCut(String(purpose.prefix(fitting + 1))))
    }
}

extension PurposeFitTests {
    @Test func fit_textTooLongForTheBoxLines_takesTheLinesTheRoomHolds() {
        let fitted = PurposeFit.fit(
            longPurpose, maxWidth: 1_200, fontSize: 100, maxLines: 2, roomHeight: 1_200)

        #expect(!fitted.isCut)
        #expect(fitted.lines.count > 2)
        #expect(Double(fitted.lines.count) * fitted.fontSize * 1.2 <= 1_200)
        #expect(fitted.lines.joined(separator: " ") == longPurpose)
    }

    @Test func fit_roomForItAtFullSize_keepsTheTemplateSize() {
        let fitted = PurposeFit.fit(
            longPurpose, maxWidth: 1_200, fontSize: 100, maxLines: 2, roomHeight: 4_000)

        #expect(fitted.fontSize == 100)
        #expect(!fitted.isCut)
    }

    @Test func minimumFontSize_setsCapitalsSixtyPixelsTallOnThe2160PixelPoster() {
        let capHeight = PurposeFit.minimumFontSize * PosterFont.capHeightRatio

        #expect(abs(capHeight - 60) < 0.001)
        #expect(PosterFormat.square.width == 2_160)
    }

    @Test func fittingCharacters_eachFormat_measuresItsOwnLayout() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 2))
        // NB: 200 of the widest capital and no space: more than the square holds.
        let purpose = String(repeating: "Щ", count: 200)
        let fitting = PosterPurposeFitting()

        let square = fitting.fittingCharacters(of: purpose, in: template, format: .square)
        let story = fitting.fittingCharacters(of: purpose, in: template, format: .story)

        #expect(try #require(square) < 200)
        #expect(story == nil)
    }
}

extension PurposeFitTests {
    @Test func arrange_purposeThatFits_keepsTheTemplatesLayout() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 4))

        let arranged = PurposeFit.arrange(purpose: "Дрон", in: template, format: .square)

        #expect(arranged.layout == template.layout)
        #expect(arranged.fit.holds)
    }

    @Test func arrange_purposeTheTemplatesOwnLayoutWouldCut_photoYieldsFirst() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 1))
        let purpose = "Дрон для 47 бригади — збираємо на DJI Mavic 3 для аеророзвідки, ще"
        let canvas = PosterCanvas(format: .square)

        let arranged = PurposeFit.arrange(purpose: purpose, in: template, format: .square)

        #expect(!PurposeFit.fit(purpose: purpose, in: template.layout, canvas: canvas).holds)
        #expect(arranged.fit.holds)
        #expect(arranged.layout.purpose == template.layout.purpose)
        #expect(arranged.layout.photo.width < template.layout.photo.width)
        #expect(arranged.layout.photo.width >= template.layout.photo.width * 0.7)
    }

    @Test func arrange_purposeTooLongForTheTemplatesOwnBox_takesTheLongPurposeLayout() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 15))
        let purpose = String(longPurpose.prefix(200))

        let arranged = PurposeFit.arrange(purpose: purpose, in: template, format: .square)

        #expect(arranged.fit.holds)
        #expect(arranged.layout.purpose == template.longPurposeLayout.purpose)
        #expect(arranged.fit.lines.joined(separator: " ") == purpose)
    }

    @Test func fit_moreLinesThanTheBoxsOwn_areAtLeastTheMinimumMeasureWide() {
        let narrow = PurposeFit.fit(
            longPurpose, maxWidth: 700, fontSize: 100, maxLines: 2, roomHeight: 4_000)
        let wide = PurposeFit.fit(
            longPurpose, maxWidth: 1_800, fontSize: 100, maxLines: 2, roomHeight: 4_000)

        #expect(narrow.isNarrow && !narrow.holds)
        #expect(wide.holds)
        #expect(1_800 >= PurposeFit.minimumMeasure * wide.fontSize)
    }
}
