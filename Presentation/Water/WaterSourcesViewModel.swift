import CleanAppsPresentationCore
import WaterDomain

/// The water sources list's inputs and output.
@MainActor
public protocol WaterSourcesViewModelProtocol: AnyObject {
    /// The list, or why it could not be loaded.
    var state: ObservableValue<ViewModelState<WaterSourcesList>> { get }
    /// The list appeared (again): loads the sources as they are now stored, so changes made
    /// on the details screen show here.
    func didAppear() async
}

/// Loads the water sources for the list.
@MainActor
public final class WaterSourcesViewModel: WaterSourcesViewModelProtocol {
    /// What the view model needs from the outside.
    public struct Dependencies: Sendable {
        /// Reads the sources.
        public var loadSources: LoadWaterSourcesUseCase

        /// Bundles the use case.
        public init(loadSources: LoadWaterSourcesUseCase) {
            self.loadSources = loadSources
        }
    }

    /// The list; idle until the screen appears.
    public let state = ObservableValue(ViewModelState<WaterSourcesList>.idle)
    private let dependencies: Dependencies

    /// Creates the view model; nothing is loaded until ``didAppear()``.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// See the protocol.
    public func didAppear() async {
        state.value = .loading
        do {
            state.value = .success(WaterSourcesList(try await dependencies.loadSources.execute()))
        } catch {
            state.value = .failure(WaterError.message(for: error))
        }
    }
}
