import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation
import GiveawaysDomain
import MarketingDomain
import Testing

@testable import CampaignsScreens
@testable import DirectoryScreens
@testable import GiveawaysScreens
@testable import MarketingScreens
@testable import TextCommands

/// The command line says the typed library errors and notes with its flags and commands,
/// exactly as before they were typed.
@Suite struct CommandMessageTests {
    @Test func storeMessage_directoryUnavailable_namesDataDir() {
        let error = StoreError.directoryUnavailable(path: "/x/data", reason: "not a directory")

        #expect(
            StoreCommandMessage.text(for: error)
                == "Could not use the folder /x/data (not a directory); choose another with "
                + "--data-dir DIR.")
    }

    @Test func campaignsMessage_outputRefused_namesForceAndOut() {
        #expect(
            CampaignsError.outputRefused(.exists(name: "p.png")).commandLineMessage
                == "The poster was not written: p.png already exists; add --force to replace it.")
        #expect(
            CampaignsError.outputRefused(.ownData(name: "campaigns.json")).commandLineMessage
                == "The poster was not written: campaigns.json is in CleanApps' own data, which "
                + "--out never writes; choose a file elsewhere.")
        #expect(
            CampaignsError.outputRefused(.missingFolder(name: "p.png")).commandLineMessage
                == "The poster was not written: the folder of p.png does not exist.")
    }

    @Test func marketingMessage_emailRefused_namesForce() {
        #expect(
            MarketingError.emailRefused(.exists(name: "out.eml")).commandLineMessage
                == "The e-mail file could not be written (out.eml already exists; add --force to "
                + "replace it); check the folder and try again.")
        #expect(
            MarketingError.emailNotWritten("disk full").commandLineMessage
                == MarketingError.emailNotWritten("disk full").message)
    }

    @Test func giveawaysMessage_offlineWithoutCopy_namesOffline() {
        #expect(
            GiveawaysError.offlineWithoutCopy.commandLineMessage
                == "Giveaways could not be loaded: --offline is on, and there is no saved or "
                + "bundled copy.")
        #expect(GiveawaysError.notFound(id: 7).commandLineMessage == "Giveaway 7 was not found.")
        #expect(GiveawaysError.notFound(id: 7).exitCode == .noInput)
        #expect(GiveawaysError.favoritesFailed("disk full").exitCode == .cannotCreate)
    }

    @Test func directoryMessage_storedVersionInvalid_namesForce() {
        #expect(
            DirectoryError.storedVersionInvalid("one").commandLineMessage
                == "The directory store failed: its version \"one\" is not a version number; "
                + "import a workbook with --force to replace it.")
    }

    @Test func directoryDeferred_lastLine_namesTheResetCommand() {
        let lines = DirectoryCommandMessage.deferred([
            "The bundled directory 1.10.0 was not applied: it would remove 1 of 3 lawmakers."
        ])

        #expect(
            lines == [
                "The bundled directory 1.10.0 was not applied: it would remove 1 of 3 lawmakers. "
                    + "Run cleanapps directory reset to apply it."
            ])
        #expect(DirectoryCommandMessage.deferred([]) == [])
    }

    @Test func originNote_offline_namesTheOfflineFlag() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let bundled = try #require(
            DataOriginNote(
                origin: .bundled(takenAt: Date(timeIntervalSince1970: 1_663_113_600)),
                reason: .offline, now: now))
        let saved = try #require(
            DataOriginNote(origin: .cache(savedAt: now), reason: .offline, now: now))

        #expect(
            bundled.commandLineText
                == "Showing the bundled snapshot of 14 Sep 2022 (--offline, nothing saved yet).")
        #expect(saved.commandLineText == "Showing saved data from just now (--offline).")
    }
}
