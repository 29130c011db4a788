import CleanAppsPresentationCore
import WaterDomain

/// Everything the details screen shows.
public struct WaterDetailsState: Equatable, Sendable {
    /// The source, or why it could not be loaded.
    public var source: ViewModelState<WaterSourceDetails> = .idle
    /// The step being saved right now, if any.
    public var savingStep: SanitizationStep?
    /// Why the last action did nothing (a failed save, a step already done); nil otherwise.
    public var message: String?
    /// The completion alert, set once by the save that leaves all three steps at 100; the
    /// screen hands it on to be shown (in the terminal app: as the coordinator's destination).
    public var alert: SanitizationAlert?

    /// A state showing nothing yet.
    public init() {}
}

/// The details screen's inputs and output.
@MainActor
public protocol WaterDetailsViewModelProtocol: AnyObject {
    /// The screen's state.
    var state: ObservableValue<WaterDetailsState> { get }
    /// The screen appeared: loads the source as it is now stored.
    func didAppear() async
    /// The user started a step (Boil, Disinfect, Filter): it is set to 100 and saved.
    func didStartStep(_ step: SanitizationStep) async
}

/// Shows one source and cleans its steps.
///
/// A step is shown at 100 only after its save succeeded: a failed save shows the error and
/// leaves the previous value, so the screen never claims what was not stored. The alert
/// appears when the save that completes the last step succeeds, never before.
@MainActor
public final class WaterDetailsViewModel: WaterDetailsViewModelProtocol {
    /// What the view model needs from the outside.
    public struct Dependencies: Sendable {
        /// Reads the source when the screen appears.
        public var findSource: FindWaterSourceUseCase
        /// Cleans and saves a step.
        public var cleanSource: CleanWaterSourceUseCase

        /// Bundles the use cases.
        public init(findSource: FindWaterSourceUseCase, cleanSource: CleanWaterSourceUseCase) {
            self.findSource = findSource
            self.cleanSource = cleanSource
        }
    }

    /// The screen's state; starts empty.
    public let state = ObservableValue(WaterDetailsState())
    private let id: WaterSource.ID
    private let dependencies: Dependencies

    /// The details of the source with `id`; nothing is loaded until ``didAppear()``.
    public init(id: WaterSource.ID, dependencies: Dependencies) {
        self.id = id
        self.dependencies = dependencies
    }

    /// See the protocol.
    public func didAppear() async {
        var state = self.state.value
        state.source = .loading
        self.state.value = state
        do {
            state.source = .success(
                WaterSourceDetails(try await dependencies.findSource.execute(id: id)))
        } catch {
            state.source = .failure(WaterError.message(for: error))
        }
        self.state.value = state
    }

    /// The user started a step (Boil, Disinfect, Filter): it is set to 100 and saved.
    public func didStartStep(_ step: SanitizationStep) async {
        guard case .success(let details) = state.value.source, state.value.savingStep == nil
        else { return }
        var state = self.state.value
        state.message = nil
        if details.steps.first(where: { $0.step == step })?.isComplete == true {
            state.message = "\(step.activity) is already complete."
            self.state.value = state
            return
        }
        state.savingStep = step
        self.state.value = state
        do {
            let result = try await dependencies.cleanSource.execute(id: id, step: step)
            state.source = .success(WaterSourceDetails(result.source))
            if result.becameSafe { state.alert = .complete }
        } catch {
            state.message = WaterError.message(for: error)
        }
        state.savingStep = nil
        self.state.value = state
    }
}
