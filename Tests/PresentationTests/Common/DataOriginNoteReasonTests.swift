import CleanAppsCore
import Foundation
import Testing

@testable import CleanAppsPresentationCore

@Suite struct DataOriginNoteReasonTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func description_forSavedDataWithAReason_namesWhatFailed() {
        let sourced = Sourced(
            1, origin: .cache(savedAt: now.addingTimeInterval(-7_200)),
            fallbackReason: .failure("GamerPower answered HTTP 500"))

        #expect(
            DataOriginNote(for: sourced, now: now)?.description
                == "Showing saved data from 2 hours ago: GamerPower answered HTTP 500.")
    }

    @Test func description_forTheSnapshotWithoutOffline_neverSaysOffline() {
        let sourced = Sourced(
            1, origin: .bundled(takenAt: nil),
            fallbackReason: .failure("GamerPower did not answer within 10 s"))

        let note = DataOriginNote(for: sourced, now: now)?.description

        #expect(
            note
                == "Showing the bundled snapshot (nothing saved yet): GamerPower did not answer within 10 s."
        )
        #expect(note?.contains("offline") == false)
    }

    @Test func init_forLiveDataWithoutNotice_isNil() {
        #expect(DataOriginNote(for: Sourced(1, origin: .live), now: now) == nil)
    }

    @Test func description_offline_saysNetworkUseIsOffInLibraryWords() {
        let saved = Sourced(
            1, origin: .cache(savedAt: now.addingTimeInterval(-60)), fallbackReason: .offline)
        let bundled = Sourced(
            1, origin: .bundled(takenAt: Date(timeIntervalSince1970: 1_663_113_600)),
            fallbackReason: .offline)

        #expect(
            DataOriginNote(for: saved, now: now)?.description
                == "Showing saved data from 1 minute ago (network use is off).")
        #expect(
            DataOriginNote(for: bundled, now: now)?.description
                == "Showing the bundled snapshot of 14 Sep 2022 (network use is off, nothing "
                + "saved yet).")
    }

    @Test func textOfflineSwitch_offline_namesTheSwitchInPlaceOfTheLibraryWords() {
        let bundled = Sourced(
            1, origin: .bundled(takenAt: Date(timeIntervalSince1970: 1_663_113_600)),
            fallbackReason: .offline)

        let note = DataOriginNote(for: bundled, now: now)?.text(offlineSwitch: "offline mode")

        #expect(
            note == "Showing the bundled snapshot of 14 Sep 2022 (offline mode, nothing saved yet)."
        )
    }

    @Test func textOfflineSwitch_aFailure_isToldAsItIs() {
        let saved = Sourced(
            1, origin: .cache(savedAt: now), fallbackReason: .failure("npoint answered HTTP 503"))

        let note = DataOriginNote(for: saved, now: now)

        #expect(note?.text(offlineSwitch: "offline mode") == note?.description)
    }
}
