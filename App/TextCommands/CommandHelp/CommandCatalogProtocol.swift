/// Every command a program accepts, described once: its global options, its own commands
/// (`help`, `completions`) and each app's commands. The completion scripts
/// (``CompletionScript``) and the manual (``ManualPage``) are generated from it.
@MainActor
public protocol CommandCatalogProtocol {
    /// The program's name as its users type it, e.g. `cleanapps`: the manual and the
    /// completion scripts name it (help and error lines read ``CommandHelpText/program``).
    static var programName: String { get }
    /// The options that may stand anywhere before `--`.
    static var globalOptions: [CommandOption] { get }
    /// The apps, in menu order.
    static var apps: [AppDescription] { get }
    /// The program's own commands, as an app without a name.
    static var program: AppDescription { get }
    /// The top-level usage: the synopsis, the apps with one line each and where to read more.
    static var usage: String { get }
}
