import Testing

@testable import GiveawaysPresentation

@Suite struct GiveawayInstructionsTests {
    @Test func steps_withALink_showsTheLabelAndTheAddress() {
        let steps = GiveawayInstructions.steps(
            #"1. Click <a href="https://example.com/get?a=1&amp;b=2">Download</a><br>2. Enjoy &amp; play"#
        )

        #expect(
            steps == ["1. Click Download (https://example.com/get?a=1&b=2)", "2. Enjoy & play"])
    }

    @Test func steps_plainLines_areOneStepEach() {
        let steps = GiveawayInstructions.steps("1. Log in\n\n  2. Claim  \n")

        #expect(steps == ["1. Log in", "2. Claim"])
    }

    @Test func steps_withUnknownTags_dropsThemAndKeepsTheText() {
        #expect(GiveawayInstructions.steps("<b>Bold</b> <i>step</i> x < y") == ["Bold step x < y"])
    }
}
