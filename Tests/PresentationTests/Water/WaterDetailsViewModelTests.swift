import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterPresentation
import WaterTestSupport

@MainActor
@Suite struct WaterDetailsViewModelTests {
    private func makeViewModel(
        id: WaterSource.ID = "well-a", sources: WaterSourcesClientSpy
    ) -> WaterDetailsViewModel {
        WaterDetailsViewModel(
            id: id,
            dependencies: .init(
                findSource: .init(sources: sources), cleanSource: .init(sources: sources)))
    }

    private func state(
        _ source: ViewModelState<WaterSourceDetails>, saving: SanitizationStep? = nil,
        message: String? = nil, alert: SanitizationAlert? = nil
    ) -> WaterDetailsState {
        var state = WaterDetailsState()
        state.source = source
        state.savingStep = saving
        state.message = message
        state.alert = alert
        return state
    }

    @Test func didAppear_found_showsTheThreeStepsWithPercentages() async throws {
        let sources = WaterSourcesClientSpy(load: {
            [.sample(boiled: 59, disinfected: 12, filtered: 100)]
        })
        let viewModel = makeViewModel(sources: sources)
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        let details = WaterSourceDetails(.sample(boiled: 59, disinfected: 12, filtered: 100))
        #expect(recorder.values == [state(.idle), state(.loading), state(.success(details))])
        #expect(
            details.steps.map(\.title) == ["Step 1. Boil", "Step 2. Disinfect", "Step 3. Filter"])
        #expect(details.steps.map(\.percent) == [59, 12, 100])
        #expect(details.steps.map(\.action) == ["Start Boiling", "Start Disinfecting", "Complete"])
        #expect(details.status == "Contaminated")
        #expect(details.coordinates == "34.2257, -77.9447")
    }

    @Test func didAppear_unknownID_showsNotFound() async {
        let sources = WaterSourcesClientSpy(load: { [.sample()] })
        let viewModel = makeViewModel(id: "gone", sources: sources)

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.source
                == .failure("No water source has the id 'gone'."))
    }

    @Test(arguments: [SanitizationStep.boil, .disinfect, .filter])
    func didStartStep_contaminated_setsThatStepTo100AndSavesWithoutAlert(
        step: SanitizationStep
    ) async throws {
        let sources = WaterSourcesClientSpy.storing([.sample()])
        let viewModel = makeViewModel(sources: sources)
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didStartStep(step)

        let before = WaterSourceDetails(.sample())
        let after = WaterSourceDetails(.sample().cleaned(step))
        #expect(
            recorder.values == [
                state(.success(before)), state(.success(before), saving: step),
                state(.success(after)),
            ])
        #expect(sources.savedSources == [.sample().cleaned(step)])
        #expect(after.steps.first { $0.step == step }?.percent == 100)
    }

    @Test func didStartStep_lastRemainingStep_showsTheCompletionAlertAfterTheSave() async {
        let sources = WaterSourcesClientSpy.storing([.sample(boiled: 100, disinfected: 100)])
        let viewModel = makeViewModel(sources: sources)
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didStartStep(.filter)

        let before = WaterSourceDetails(.sample(boiled: 100, disinfected: 100))
        let after = WaterSourceDetails(.sample(boiled: 100, disinfected: 100, filtered: 100))
        #expect(
            recorder.values == [
                state(.success(before)), state(.success(before), saving: .filter),
                state(.success(after), alert: .complete),
            ])
        #expect(after.status == "Safe for drinking")
        #expect(SanitizationAlert.complete.title == "Sanitization Complete")
        #expect(SanitizationAlert.complete.message == "The water is safe for drinking.")
        #expect(SanitizationAlert.complete.dismissTitle == "Dismiss")
    }

    @Test func didStartStep_twoStepsStillOpen_showsNoAlert() async {
        let sources = WaterSourcesClientSpy.storing([.sample(boiled: 100)])
        let viewModel = makeViewModel(sources: sources)
        await viewModel.didAppear()

        await viewModel.didStartStep(.filter)

        #expect(viewModel.state.value.alert == nil)
    }

    @Test func didStartStep_saveFails_showsTheErrorAndKeepsThePreviousValue() async {
        let sources = WaterSourcesClientSpy(
            load: { [.sample(boiled: 100, disinfected: 100)] },
            save: { _ in throw WaterError.saveFailed("the disk is full") })
        let viewModel = makeViewModel(sources: sources)
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didStartStep(.filter)

        let before = WaterSourceDetails(.sample(boiled: 100, disinfected: 100))
        #expect(
            recorder.values == [
                state(.success(before)), state(.success(before), saving: .filter),
                state(.success(before), message: "The change was not saved: the disk is full"),
            ])
    }

    @Test func didStartStep_stepAlreadyComplete_saysSoAndSavesNothing() async {
        let sources = WaterSourcesClientSpy(load: { [.sample(boiled: 100)] })
        let viewModel = makeViewModel(sources: sources)
        await viewModel.didAppear()

        await viewModel.didStartStep(.boil)

        #expect(viewModel.state.value.message == "Boiling is already complete.")
        #expect(sources.savedSources.isEmpty)
    }

    @Test func didStartStep_beforeTheSourceLoaded_doesNothing() async {
        let sources = WaterSourcesClientSpy()
        let viewModel = makeViewModel(sources: sources)

        await viewModel.didStartStep(.boil)

        #expect(viewModel.state.value == WaterDetailsState())
        #expect(sources.loadCount == 0)
    }

    @Test func viewModel_released_isDeallocated() async {
        let sources = WaterSourcesClientSpy.storing([.sample()])
        weak var released: WaterDetailsViewModel?

        do {
            let viewModel = makeViewModel(sources: sources)
            released = viewModel
            await viewModel.didAppear()
            await viewModel.didStartStep(.boil)
        }

        #expect(released == nil)
    }
}
