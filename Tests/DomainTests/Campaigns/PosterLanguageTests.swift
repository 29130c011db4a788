import CampaignsDomain
import CampaignsTestSupport
import CleanAppsTestSupport
import Testing

@Suite struct PosterLanguageTests {
    @Test(arguments: PurposeGenerator.Words.allCases)
    func detected_generatedPurposes_isTheirWordsLanguage(words: PurposeGenerator.Words) {
        var generator = SeededGenerator(seed: 4_242)
        for length in stride(from: 10, through: 200, by: 10) {
            let purpose = PurposeGenerator.purpose(length: length, words: words, using: &generator)

            let language = PosterLanguage.detected(in: purpose)

            #expect(language == (words == .english ? .english : .ukrainian), "\(purpose)")
        }
    }

    @Test func detected_mixedScripts_followsTheMajorityOfLetters() {
        #expect(PosterLanguage.detected(in: "Дрон DJI Mavic 3 для бригади") == .ukrainian)
        #expect(PosterLanguage.detected(in: "Drones for the brigade, дякуємо") == .english)
        #expect(PosterLanguage.detected(in: "Café für Kinder") == .english)
    }

    @Test func detected_noLettersOrATie_isUkrainianAsTheOriginal() {
        #expect(PosterLanguage.detected(in: "") == .ukrainian)
        #expect(PosterLanguage.detected(in: "12 000 ₴ — 47!") == .ukrainian)
        #expect(PosterLanguage.detected(in: "ab вг") == .ukrainian)
    }

    @Test func posterLanguage_chosenWinsOverThePurposesLetters() {
        let automatic = CampaignFixtures.campaign(purpose: "Medical kits for the brigade")
        var chosen = automatic
        chosen.language = .ukrainian

        #expect(automatic.posterLanguage == .english)
        #expect(chosen.posterLanguage == .ukrainian)
    }

    @Test func labels_englishHaveNoCyrillicAndEveryWordDiffers() {
        let english = PosterLanguage.english.labels
        let ukrainian = PosterLanguage.ukrainian.labels
        let words: (PosterLabels) -> [String] = {
            [
                $0.goalLabel, $0.goalPrefix, $0.raisingPrefix, $0.collectedPrefix, $0.finished,
                $0.purposeFallback,
            ]
                + $0.qrCaption
        }

        #expect(
            words(english).allSatisfy {
                !$0.unicodeScalars.contains { (0x400...0x52F).contains($0.value) }
            })
        #expect(zip(words(english), words(ukrainian)).allSatisfy { $0 != $1 })
        #expect(ukrainian.goalLabel == "ціль збору:")
        #expect(english.qrCaption.joined(separator: " ") == "Scan to donate")
    }

    @Test func amount_isWrittenTheLanguagesWay() {
        let amounts = [Hryvnias(hryvnias: 150_000), Hryvnias(kopecks: 250_050), .zero]

        #expect(
            amounts.map(PosterLanguage.ukrainian.labels.amount)
                == ["150 000 грн.", "2 500,50 грн.", "0 грн."])
        #expect(
            amounts.map(PosterLanguage.english.labels.amount)
                == ["150,000 UAH", "2,500.50 UAH", "0 UAH"])
    }
}
