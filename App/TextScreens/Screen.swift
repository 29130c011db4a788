/// One screen: shows its view model's state, reads the user's keys and returns where the
/// user wants to go; it never navigates itself.
///
/// Factories return screens as this protocol (not the concrete screens) so coordinator
/// tests can answer with fixed outcomes.
@MainActor
public protocol Screen<Outcome> {
    /// Where the user wants to go next.
    associatedtype Outcome

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome
}
