import CleanAppsPresentationCore
import WaterDomain

/// Everything the readme screen shows: the author and what the app is about.
public struct WaterReadmeState: Equatable, Sendable {
    /// The author, or why it could not be loaded.
    public var author: ViewModelState<Author> = .idle
    /// What the app is for.
    public let about =
        "Each location holds contaminated water that needs to be cleaned. Open a location "
        + "to boil, disinfect and filter its water until it is safe for drinking."
    /// The CDC guide's title.
    public let guideTitle = "Making Water Safe in an Emergency"
    /// The CDC guide's address.
    public let guideAddress = "https://www.cdc.gov/healthywater/emergency/making-water-safe.html"
    /// What the guide explains.
    public let guideNote =
        "The CDC explains how boiling, disinfecting and filtering each make water safer, and "
        + "why all three together are best."

    /// A state whose author is not loaded yet.
    public init() {}
}

/// The readme screen's inputs and output.
@MainActor
public protocol WaterReadmeViewModelProtocol: AnyObject {
    /// The screen's state.
    var state: ObservableValue<WaterReadmeState> { get }
    /// The screen appeared: loads the author.
    func didAppear() async
}

/// Loads the author for the readme screen.
@MainActor
public final class WaterReadmeViewModel: WaterReadmeViewModelProtocol {
    /// What the view model needs from the outside.
    public struct Dependencies: Sendable {
        /// Finds the author.
        public var loadAuthor: LoadAuthorUseCase

        /// Bundles the use case.
        public init(loadAuthor: LoadAuthorUseCase) {
            self.loadAuthor = loadAuthor
        }
    }

    /// The screen's state; the author starts idle.
    public let state = ObservableValue(WaterReadmeState())
    private let dependencies: Dependencies

    /// Creates the view model; nothing is loaded until ``didAppear()``.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// See the protocol.
    public func didAppear() async {
        state.value.author = .loading
        do {
            state.value.author = .success(try await dependencies.loadAuthor.execute())
        } catch {
            state.value.author = .failure(WaterError.message(for: error))
        }
    }
}
