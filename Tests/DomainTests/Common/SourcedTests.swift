import CleanAppsCore
import Foundation
import Testing

@Suite struct SourcedTests {
    @Test func equality_comparesValueAndOrigin() {
        let date = Date(timeIntervalSince1970: 0)

        #expect(Sourced(1, origin: .live) == Sourced(1, origin: .live))
        #expect(Sourced(1, origin: .live) != Sourced(1, origin: .cache(savedAt: date)))
        #expect(
            Sourced(1, origin: .bundled(takenAt: nil)) != Sourced(2, origin: .bundled(takenAt: nil))
        )
    }
}
