/// One app's command line: its commands, its own options and a few lines of notes, as help,
/// completions and the manual describe it.
struct AppDescription: Equatable, Sendable {
    /// The command-line name, e.g. `giveaways`.
    let name: String
    /// One line saying what the app does.
    let summary: String
    /// Options that stand before any command (e.g. Water's `--preview`).
    var options: [CommandOption] = []
    /// The commands, in the order help lists them.
    let commands: [CommandDescription]
    /// Paragraphs printed after the synopsis: what ids look like, exit codes and the like.
    /// Each is one line here; help fills it to the terminal's width, the manual to the page's.
    var notes: [String] = []

    /// The command `word` names (its name or an alias), if any.
    func command(named word: String) -> CommandDescription? {
        commands.first { $0.isNamed(word) }
    }

    /// The usage text: the opening synopsis, one synopsis line per command, then the notes.
    var usage: String { CommandHelpText.usage(of: self) }
}
