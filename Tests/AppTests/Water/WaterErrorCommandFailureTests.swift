import Testing
import WaterDomain

@testable import TextCommands
@testable import WaterScreens

@Suite struct WaterErrorCommandFailureTests {
    @Test func commandLineMessage_notFound_namesTheListCommand() {
        let error = WaterError.notFound(id: "zz")

        #expect(
            error.commandLineMessage
                == "No water source has the id 'zz'; 'cleanapps water list' shows the ids.")
        #expect(error.exitCode == .noInput)
    }

    @Test(arguments: [
        (false, "The water sources could not be loaded: ", ExitCode.ioError),
        (true, "The change was not saved: ", ExitCode.cannotCreate),
    ])
    func commandLineMessage_damagedFile_namesTheResetCommand(
        whileSaving: Bool, opening: String, code: ExitCode
    ) {
        let error = WaterError.damagedFile(
            path: "/d/water.json", reason: "source 'x' has no title", whileSaving: whileSaving)

        #expect(
            error.commandLineMessage
                == opening + "/d/water.json is damaged (source 'x' has no title); "
                + "'cleanapps water reset' restores the starting data.")
        #expect(error.exitCode == code)
    }

    @Test func commandLineMessage_otherError_isTheLibrarySentence() {
        #expect(WaterError.nothingToUndo.commandLineMessage == WaterError.nothingToUndo.message)
    }
}
