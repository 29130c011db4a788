/// The fish completion script (a first version: apps, commands, options and their values).
@MainActor
enum FishCompletionScript {
    /// The whole script.
    static var text: String { "" }
}
