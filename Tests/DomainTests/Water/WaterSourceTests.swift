import CleanAppsCore
import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterTestSupport

@Suite struct WaterSourceTests {
    @Test func isSafe_allThreeAt100_isSafe() {
        let source = WaterSource.sample(boiled: 100, disinfected: 100, filtered: 100)

        #expect(source.isSafe)
        #expect(!source.isContaminated)
    }

    @Test(arguments: [(99, 100, 100), (100, 0, 100), (100, 100, 42), (0, 0, 0)])
    func isSafe_anyStepBelow100_isContaminated(percentages: (Int, Int, Int)) {
        let source = WaterSource.sample(
            boiled: percentages.0, disinfected: percentages.1, filtered: percentages.2)

        #expect(source.isContaminated)
        #expect(!source.isSafe)
    }

    @Test func percent_perStep_readsThatStepAndAllIsTheLowest() {
        let source = WaterSource.sample(boiled: 59, disinfected: 12, filtered: 42)

        #expect(source.percent(for: .boil) == 59)
        #expect(source.percent(for: .disinfect) == 12)
        #expect(source.percent(for: .filter) == 42)
        #expect(source.percent(for: .all) == 12)
    }

    @Test func cleaned_oneStep_setsOnlyThatStepTo100() {
        let source = WaterSource.sample(boiled: 59, disinfected: 12, filtered: 42)

        let cleaned = source.cleaned(.disinfect)

        #expect(cleaned == .sample(boiled: 59, disinfected: 100, filtered: 42))
    }

    @Test func cleaned_all_setsEveryStepTo100() {
        let source = WaterSource.sample(boiled: 59, disinfected: 12, filtered: 42)

        let cleaned = source.cleaned(.all)

        #expect(cleaned == .sample(boiled: 100, disinfected: 100, filtered: 100))
        #expect(cleaned.isSafe)
    }

    @Test func individualSteps_all_isBoilDisinfectFilterInOrder() {
        #expect(SanitizationStep.all.individualSteps == [.boil, .disinfect, .filter])
        #expect(SanitizationStep.filter.individualSteps == [.filter])
    }

    @Test(arguments: [
        (0.0, 0.0, true), (-90.0, -180.0, true), (90.0, 180.0, true), (90.5, 0.0, false),
        (0.0, -180.1, false), (Double.nan, 0.0, false), (0.0, Double.infinity, false),
    ])
    func isValid_coordinate_checksRangesAndFiniteness(
        latitude: Double, longitude: Double, isValid: Bool
    ) {
        #expect(GeoCoordinate(latitude: latitude, longitude: longitude).isValid == isValid)
    }
}
