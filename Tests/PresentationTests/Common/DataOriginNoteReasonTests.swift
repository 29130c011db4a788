import CleanAppsCore
import Foundation
import Testing

@testable import CleanAppsPresentationCore

@Suite struct DataOriginNoteReasonTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func text_forSavedDataWithAReason_namesWhatFailed() {
        let sourced = Sourced(
            1, origin: .cache(savedAt: now.addingTimeInterval(-7_200)),
            fallbackReason: "GamerPower answered HTTP 500")

        #expect(
            DataOriginNote.text(for: sourced, now: now)
                == "Showing saved data from 2 hours ago: GamerPower answered HTTP 500.")
    }

    @Test func text_forTheSnapshotWithoutOffline_neverSaysOffline() {
        let sourced = Sourced(
            1, origin: .bundled(takenAt: nil),
            fallbackReason: "GamerPower did not answer within 10 s")

        let note = DataOriginNote.text(for: sourced, now: now)

        #expect(
            note
                == "Showing the bundled snapshot (nothing saved yet): GamerPower did not answer within 10 s."
        )
        #expect(note?.contains("offline") == false)
    }

    @Test func text_forLiveDataWithoutNotice_isNil() {
        #expect(DataOriginNote.text(for: Sourced(1, origin: .live), now: now) == nil)
    }
}
