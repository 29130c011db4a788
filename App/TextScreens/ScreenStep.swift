/// What a screen does with one typed command: stay (showing a message; nil just redraws),
/// or leave with an outcome for its coordinator.
public enum ScreenStep<Outcome> {
    case stay(String?)
    case leave(Outcome)
}

/// A screen outcome the shared keys can leave with: `b` goes back, `q` and the end of input
/// quit. Enum cases named `back` and `quit` satisfy it.
public protocol ScreenOutcome {
    static var back: Self { get }
    static var quit: Self { get }
}
