import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct CampaignValidatorTests {
    private let validator = CampaignValidator()

    private func draft(
        purpose: String = "Дрон", target: String = "", link: String = "",
        photo: DraftPhoto? = .stored(CampaignFixtures.photo),
        template: TemplateID? = TemplateID("blueLinear_center")
    ) -> CampaignDraft {
        CampaignDraft(
            purpose: purpose, targetText: target, jarLinkText: link, photo: photo,
            templateID: template)
    }

    @Test(arguments: ["Дрон", "  a  ", String(repeating: "я", count: 200), "👨‍👩‍👧 for the family"])
    func checkPurpose_goodText_isValid(purpose: String) {
        #expect(validator.check(.purpose, in: draft(purpose: purpose)) == .valid)
    }

    @Test(arguments: [
        ("", "Enter what the money is for."),
        (" \n\t\u{00A0}", "Enter what the money is for."),
        (String(repeating: "я", count: 201), "Keep the purpose within 200 characters (now 201)."),
    ])
    func checkPurpose_badText_explains(purpose: String, message: String) {
        #expect(validator.check(.purpose, in: draft(purpose: purpose)) == .invalid(message))
    }

    @Test(arguments: ["", "  ", "100000", "100 000", "100,000", "100000.50", "100000,50"])
    func checkTarget_emptyOrNumber_isValid(target: String) {
        #expect(validator.check(.target, in: draft(target: target)) == .valid)
    }

    @Test(
        arguments: [
            ("invalid-amount", AmountInputError.notANumber), ("-5", .negative), ("0", .zero),
            ("2000000000", .tooLarge), ("1,00,0", .badGrouping), ("5,555", nil),
        ] as [(String, AmountInputError?)])
    func checkTarget_badNumber_showsParserMessage(target: String, error: AmountInputError?) {
        let status = validator.check(.target, in: draft(target: target))

        #expect(status == (error.map { .invalid($0.message) } ?? .valid))
    }

    @Test(arguments: ["", "https://send.monobank.ua/jar/7qGfg3jWE9"])
    func checkJarLink_emptyOrMonobank_isValid(link: String) {
        #expect(validator.check(.jarLink, in: draft(link: link)) == .valid)
    }

    @Test func checkJarLink_otherSite_isValidWithNote() {
        let status = validator.check(.jarLink, in: draft(link: "https://example.com/validjar"))

        #expect(status == .validWithNote(JarLink.notMonobankNote))
    }

    @Test func checkJarLink_tooLongForThePostersQRCode_isValidWithNote() {
        let longest = "https://example.com/" + String(repeating: "a", count: 193)
        let tooLong = longest + "b"

        let fits = validator.check(.jarLink, in: draft(link: longest))
        let status = validator.check(.jarLink, in: draft(link: tooLong))

        #expect(longest.utf8.count == JarLink.maximumQRBytes)
        #expect(fits == .validWithNote(JarLink.notMonobankNote))
        #expect(status == .validWithNote(JarLink.tooLongForQRNote))
    }

    @Test(arguments: ["invalid-url", "ftp://x.org/jar", "https://", "send.monobank.ua/jar/a"])
    func checkJarLink_badLink_isInvalid(link: String) {
        let status = validator.check(.jarLink, in: draft(link: link))

        #expect(status == .invalid(JarLink.InputError.invalid.message))
    }

    @Test func checkPhoto_pickedPNGAndJPEG_isValid() {
        let png = DraftPhoto.picked(bytes: TestImages.png(width: 2, height: 2), sourcePath: "a.txt")
        let jpeg = DraftPhoto.picked(
            bytes: TestImages.jpegHeader(width: 9, height: 9), sourcePath: "b")

        #expect(validator.check(.photo, in: draft(photo: png)) == .valid)
        #expect(validator.check(.photo, in: draft(photo: jpeg)) == .valid)
    }

    @Test(
        arguments: [
            (nil, "Choose a photo for the poster (a PNG or JPEG file)."),
            (
                .picked(bytes: Foundation.Data(), sourcePath: "x"),
                "The photo file is empty; choose another one."
            ),
            (
                .picked(bytes: Foundation.Data("GIF89a....".utf8), sourcePath: "x.png"),
                "The photo must be a PNG or JPEG image."
            ),
            (
                .picked(bytes: TestImages.png(width: 2, height: 2).prefix(20), sourcePath: "x"),
                "The photo file is damaged or incomplete; choose another one."
            ),
            (
                .picked(
                    bytes: TestImages.png(width: 2, height: 2)
                        + Foundation.Data(count: CampaignValidator.maximumPhotoBytes),
                    sourcePath: "x"),
                "The photo is larger than 20 MB; choose a smaller file."
            ),
            (.unreadable(sourcePath: "x", message: "No file."), "No file."),
        ] as [(DraftPhoto?, String)])
    func checkPhoto_missingOrBad_explains(photo: DraftPhoto?, message: String) {
        #expect(validator.check(.photo, in: draft(photo: photo)) == .invalid(message))
    }

    @Test(arguments: [nil, TemplateID("no_such_template")])
    func checkTemplate_missingOrUnknown_isInvalid(template: TemplateID?) {
        let status = validator.check(.template, in: draft(template: template))

        #expect(status == .invalid("Choose one of the 15 templates."))
    }

    @Test func validate_goodDraft_givesParsedValues() throws {
        let good = draft(
            purpose: "  Дрон  ", target: "100 000,50", link: "https://send.monobank.ua/jar/abc",
            template: TemplateID("linearPurple_topCenter"))

        let valid = try validator.validate(good)

        #expect(valid.purpose == "Дрон")
        #expect(valid.target == Hryvnias(kopecks: 10_000_050))
        #expect(valid.jarLink?.monobankJarID == "abc")
        #expect(valid.template.number == 3)
        #expect(valid.photo == .stored(CampaignFixtures.photo))
    }

    @Test func validate_badDraft_throwsEveryFieldMessage() {
        let bad = CampaignDraft(purpose: " ", targetText: "x", jarLinkText: "y")

        #expect(throws: CampaignsError.self) { try validator.validate(bad) }
        do {
            _ = try validator.validate(bad)
        } catch let error as CampaignsError {
            guard case .invalidFields(let messages) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(Set(messages.keys) == Set(CampaignField.allCases))
            #expect(error.message.hasPrefix("Some fields need fixing. Purpose: Enter what"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func checkAll_noteDoesNotBlockValidation() throws {
        let noted = draft(link: "https://example.com/jar")

        let statuses = validator.checkAll(noted)
        let valid = try validator.validate(noted)

        #expect(statuses[.jarLink]?.note == JarLink.notMonobankNote)
        #expect(valid.jarLink?.monobankJarID == nil)
    }
}

extension CampaignValidatorTests {
    @Test func checkPurpose_templateCutsIt_isValidWithANoteNamingTemplateAndCount() {
        let fitting = CampaignValidator(purposeFitting: PurposeFittingStub(fittingCharacters: 10))

        let status = fitting.check(.purpose, in: draft(purpose: "Дрон для 47-ї бригади"))

        #expect(
            status
                == .validWithNote(
                    "Template 1 cuts this purpose on the square poster: 10 of its 21 characters fit. "
                        + "Shorten it or choose another template."))
    }

    @Test func checkPurpose_templateHoldsIt_isValid() {
        let fitting = CampaignValidator(purposeFitting: PurposeFittingStub(fittingCharacters: 10))

        #expect(fitting.check(.purpose, in: draft(purpose: "Дрон")) == .valid)
        #expect(
            fitting.check(.purpose, in: draft(purpose: "Дрон для 47-ї бригади", template: nil))
                == .valid)
    }
}
