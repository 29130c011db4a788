import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import GiveawaysDomain
import MarketingDomain
import Testing

/// What a client of the libraries sees for the errors and notes that the command line tells
/// with a flag or command: typed values, and sentences that name no `cleanapps` command, no
/// flag and not CleanApps' own folders.
@Suite struct LibrarySentencesTests {
    private static let now = Date(timeIntervalSince1970: 1_700_000_000)

    private static let refusals: [OutputFileRefusal] = [
        .exists(name: "out.eml"), .missingFolder(name: "out.eml"),
        .notAFile(name: "out", kind: "a folder"), .ownData(name: "favorites.json"),
        .failed(name: "out.eml", reason: "permission denied"),
    ]

    /// Every sentence of the typed values that the command line says with a flag or command.
    private static var sentences: [String] {
        var summary = DirectoryChangeSummary(
            previousVersion: nil, version: SemanticVersion("1.10.0") ?? .unknown,
            removedPersons: ["나"], removedFavorites: ["나"])
        summary.previousPersonCount = 3
        let offlineNotes = [
            DataOriginNote(origin: .cache(savedAt: now), reason: .offline, now: now),
            DataOriginNote(origin: .bundled(takenAt: now), reason: .offline, now: now),
        ]
        return refusals.map(\.reason)
            + refusals.map { CampaignsError.outputRefused($0).message }
            + refusals.map { MarketingError.emailRefused($0).message }
            + [
                StoreError.directoryUnavailable(path: "/x", reason: "not a directory").message,
                HTTPClientError.offline.message,
                HTTPClientError.offline.failure(of: "GamerPower", deadline: .seconds(10)),
                FallbackReason.offline.description,
                GiveawaysError.offlineWithoutCopy.message,
                DirectoryError.storedVersionInvalid("x").message,
            ]
            + offlineNotes.compactMap { $0?.description }
            + DirectoryChangeText.deferredLines(summary)
    }

    @Test func sentences_ofTypedErrorsAndNotes_nameNoCommandAndNoFlag() {
        let sentences = Self.sentences

        #expect(sentences.count == 24)
        for sentence in sentences {
            #expect(!sentence.contains("--"), "\(sentence)")
            #expect(!sentence.lowercased().contains("cleanapps"), "\(sentence)")
        }
    }

    @Test func offlineNote_isTypedAndSaysNetworkUseIsOff() throws {
        let sourced = Sourced(1, origin: .bundled(takenAt: nil), fallbackReason: .offline)

        let note = try #require(DataOriginNote(for: sourced, now: Self.now))

        #expect(note.reason == .offline)
        #expect(
            note.description
                == "Showing the bundled snapshot (network use is off, nothing saved yet).")
    }

    @Test func refusals_sayWhatHappenedInLibraryWords() {
        #expect(OutputFileRefusal.exists(name: "out.eml").reason == "out.eml already exists")
        #expect(
            OutputFileRefusal.ownData(name: "x.json").reason
                == "x.json is inside the app's own data folder; choose a file elsewhere")
        #expect(
            StoreError.directoryUnavailable(path: "/x", reason: "not a directory").message
                == "The folder /x cannot be used (not a directory); choose another folder for the data."
        )
    }
}
