/// One app's command line: its commands, its own options and a few lines of notes, as help,
/// completions and the manual describe it.
public struct AppDescription: Equatable, Sendable {
    /// The command-line name, e.g. `giveaways`.
    public let name: String
    /// One line saying what the app does.
    public let summary: String
    /// Options that stand before any command (e.g. Water's `--preview`).
    public var options: [CommandOption] = []
    /// The commands, in the order help lists them.
    public let commands: [CommandDescription]
    /// Paragraphs printed after the synopsis: what ids look like, exit codes and the like.
    /// Each is one line here; help fills it to the terminal's width, the manual to the page's.
    public var notes: [String] = []

    /// An app called `name` with `commands`, its own `options` and `notes`.
    public init(
        name: String, summary: String, options: [CommandOption] = [],
        commands: [CommandDescription], notes: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.commands = commands
        self.notes = notes
    }

    /// The command `word` names (its name or an alias), if any.
    public func command(named word: String) -> CommandDescription? {
        commands.first { $0.isNamed(word) }
    }

    /// The usage text: the opening synopsis, one synopsis line per command, then the notes.
    public var usage: String { CommandHelpText.usage(of: self) }
}
