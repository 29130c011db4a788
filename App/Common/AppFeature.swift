/// One of the five apps as the main menu and the command line see it; each app's
/// `<Feature>Factory` conforms, as the one type that also makes the app's screens.
@MainActor
protocol AppFeature {
    /// The command-line name, e.g. `giveaways`.
    var name: String { get }
    /// The menu title, e.g. `Giveaways`.
    var title: String { get }
    /// One line saying what the app does.
    var summary: String { get }
    /// The coordinator that runs the app's screens.
    func makeCoordinator() -> any Coordinator
    /// Runs a scriptable command (`cleanapps NAME COMMAND …`) and returns its exit code.
    func runCommand(_ arguments: [String]) async -> ExitCode
    /// The ids stored in the data directory that commands take (for shell completion).
    func completionIDs() async -> [String]
}

extension AppFeature {
    /// The ids stored in the data directory that commands take (for shell completion);
    /// none unless the feature can list them cheaply.
    func completionIDs() async -> [String] { [] }
}
