/// The shell completion scripts `cleanapps completions SHELL` prints, generated from
/// ``CommandCatalog``.
@MainActor
enum CompletionScript {
    /// The script for `shell`.
    static func text(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: BashCompletionScript.text
        case .zsh: zshText
        case .fish: FishCompletionScript.text
        }
    }

    /// The zsh script: zsh's own `bashcompinit` runs the bash completion function.
    private static var zshText: String {
        """
        #compdef cleanapps
        # zsh completion for cleanapps: eval "$(cleanapps completions zsh)"
        autoload -U +X bashcompinit && bashcompinit

        """ + BashCompletionScript.text
    }

    /// `words` as one single-quoted shell word list (quotes inside are escaped).
    static func quoted(_ words: [String]) -> String {
        "'" + words.joined(separator: " ").replacingQuotes() + "'"
    }

    /// Every (app, command) pair with the words that name the command, aliases included.
    static var commandPaths: [(app: AppDescription, command: CommandDescription)] {
        CommandCatalog.apps.flatMap { app in app.commands.map { (app, $0) } }
    }
}

extension String {
    /// The text with every `'` written as `'\''`, for inside single quotes.
    fileprivate func replacingQuotes() -> String {
        split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
    }
}
