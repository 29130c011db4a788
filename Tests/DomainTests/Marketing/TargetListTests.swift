import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct TargetListTests {
    @Test func resolve_namesAnyCaseWithSpaces_inListOrderWithoutRepeats() throws {
        let targets = try TargetList.resolve(" age ,LOCATION,Age,", in: MarketingSamples.targets)

        #expect(targets.map(\.name) == ["Age", "Location"])
    }

    @Test func resolve_unknownName_throwsUnknownTarget() {
        #expect(throws: MarketingError.unknownTarget("Weather")) {
            try TargetList.resolve("Location,Weather", in: MarketingSamples.targets)
        }
    }

    @Test func resolve_noNames_throwsNoTargetSelected() {
        #expect(throws: MarketingError.noTargetSelected) {
            try TargetList.resolve(" , ", in: MarketingSamples.targets)
        }
    }
}
