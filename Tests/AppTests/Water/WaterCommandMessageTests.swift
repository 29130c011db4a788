import Testing
import WaterDomain

@testable import App

@Suite struct WaterCommandMessageTests {
    @Test func text_notFound_namesTheListCommand() {
        let text = WaterCommandMessage.text(for: WaterError.notFound(id: "zz"))

        #expect(text == "No water source has the id 'zz'; 'cleanapps water list' shows the ids.")
    }

    @Test(arguments: [
        (false, "The water sources could not be loaded: "),
        (true, "The change was not saved: "),
    ])
    func text_damagedFile_namesTheResetCommand(whileSaving: Bool, opening: String) {
        let error = WaterError.damagedFile(
            path: "/d/water.json", reason: "source 'x' has no title", whileSaving: whileSaving)

        let text = WaterCommandMessage.text(for: error)

        #expect(
            text
                == opening + "/d/water.json is damaged (source 'x' has no title); "
                + "'cleanapps water reset' restores the starting data.")
    }

    @Test func text_otherError_isTheLibrarySentence() {
        #expect(
            WaterCommandMessage.text(for: WaterError.nothingToUndo)
                == WaterError.nothingToUndo.message)
    }
}
