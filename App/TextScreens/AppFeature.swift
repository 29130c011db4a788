import TextCommands

/// One app (of the five in `cleanapps`) as the main menu and the command line see it.
///
/// What the menu shows is static, so the menu lists an app without making it: an app is
/// made (its stores found, its bundled files looked up) only when it is opened.
@MainActor
public protocol AppFeature {
    /// The command-line name, e.g. `giveaways`.
    static var name: String { get }
    /// The menu title, e.g. `Giveaways`.
    static var title: String { get }
    /// One line saying what the app does.
    static var summary: String { get }
    /// The app over the live dependencies of `environment`.
    init(environment: AppEnvironment)
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
    public func completionIDs() async -> [String] { [] }
}
