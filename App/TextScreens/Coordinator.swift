/// How a coordinator's flow ended: back to its parent, or quit the whole app.
public enum CoordinatorExit: Equatable, Sendable {
    case back
    case quit
}

/// Runs one flow of screens until the user leaves it.
///
/// A coordinator loops over its own route (or destination) state, asks a factory for the
/// screen of the current route, awaits the screen's outcome and maps it to the next route.
/// It holds no screens between steps and no closures, so nothing can form a retain cycle.
@MainActor
public protocol Coordinator {
    /// Runs the flow; returns when the user goes back or quits.
    func start() async -> CoordinatorExit
}
