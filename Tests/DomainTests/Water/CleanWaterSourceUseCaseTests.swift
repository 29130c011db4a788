import CleanAppsCore
import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterTestSupport

@Suite struct CleanWaterSourceUseCaseTests {
    @Test(arguments: [SanitizationStep.boil, .disinfect, .filter])
    func execute_stepBelow100_setsItTo100AndSaves(step: SanitizationStep) async throws {
        let client = WaterSourcesClientSpy(load: { [.sample()] }, save: { _ in })
        let useCase = CleanWaterSourceUseCase(sources: client)

        let result = try await useCase.execute(id: "well-a", step: step)

        let expected = WaterSource.sample(
            boiled: step == .boil ? 100 : 0, disinfected: step == .disinfect ? 100 : 0,
            filtered: step == .filter ? 100 : 0)
        #expect(result == CleaningResult(source: expected, didChange: true, becameSafe: false))
        #expect(client.savedSources == [expected])
    }

    @Test func execute_lastRemainingStep_becomesSafe() async throws {
        let client = WaterSourcesClientSpy(
            load: { [.sample(boiled: 100, disinfected: 100, filtered: 42)] }, save: { _ in })
        let useCase = CleanWaterSourceUseCase(sources: client)

        let result = try await useCase.execute(id: "well-a", step: .filter)

        #expect(result.becameSafe)
        #expect(result.source.isSafe)
        #expect(client.savedSources == [.sample(boiled: 100, disinfected: 100, filtered: 100)])
    }

    @Test func execute_all_cleansEveryStepWithOneSave() async throws {
        let client = WaterSourcesClientSpy(load: { [.sample(boiled: 59)] }, save: { _ in })
        let useCase = CleanWaterSourceUseCase(sources: client)

        let result = try await useCase.execute(id: "well-a", step: .all)

        #expect(result.becameSafe)
        #expect(client.savedSources == [.sample(boiled: 100, disinfected: 100, filtered: 100)])
    }

    @Test func execute_stepAlreadyAt100_savesNothing() async throws {
        let client = WaterSourcesClientSpy(load: { [.sample(boiled: 100)] })
        let useCase = CleanWaterSourceUseCase(sources: client)

        let result = try await useCase.execute(id: "well-a", step: .boil)

        #expect(
            result
                == CleaningResult(source: .sample(boiled: 100), didChange: false, becameSafe: false)
        )
        #expect(client.savedSources.isEmpty)
    }

    @Test func execute_unknownID_throwsNotFoundAndSavesNothing() async {
        let client = WaterSourcesClientSpy(load: { [.sample()] })
        let useCase = CleanWaterSourceUseCase(sources: client)

        await #expect(throws: WaterError.notFound(id: "nowhere")) {
            try await useCase.execute(id: "nowhere", step: .boil)
        }

        #expect(client.savedSources.isEmpty)
    }

    @Test func execute_saveFails_rethrowsTheClientsError() async {
        let client = WaterSourcesClientSpy(
            load: { [.sample()] }, save: { _ in throw WaterError.saveFailed("disk full") })
        let useCase = CleanWaterSourceUseCase(sources: client)

        await #expect(throws: WaterError.saveFailed("disk full")) {
            try await useCase.execute(id: "well-a", step: .boil)
        }
    }
}
