/// The shell completion scripts `cleanapps completions SHELL` prints, generated from a
/// ``CommandCatalogProtocol``.
@MainActor
public enum CompletionScript {
    /// The script for `shell` that completes what `catalog` describes.
    public static func text(for shell: CompletionShell, of catalog: any CommandCatalogProtocol.Type)
        -> String
    {
        CommandHelpText.$program.withValue(catalog.programName) {
            switch shell {
            case .bash: BashCompletionScript.text(of: catalog)
            case .zsh: zshText(catalog)
            case .fish: FishCompletionScript.text(of: catalog)
            }
        }
    }

    /// The zsh script: zsh's own `bashcompinit` runs the bash completion function.
    private static func zshText(_ catalog: any CommandCatalogProtocol.Type) -> String {
        """
        #compdef \(CommandHelpText.program)
        # zsh completion for \(CommandHelpText.program): eval "$(\(CommandHelpText.program) completions zsh)"
        autoload -U +X bashcompinit && bashcompinit

        """ + BashCompletionScript.text(of: catalog)
    }

    /// `words` as one single-quoted shell word list (quotes inside are escaped).
    public static func quoted(_ words: [String]) -> String {
        "'" + words.joined(separator: " ").replacingQuotes() + "'"
    }

    /// Every (app, command) pair with the words that name the command, aliases included.
    public static func commandPaths(of catalog: any CommandCatalogProtocol.Type)
        -> [(app: AppDescription, command: CommandDescription)]
    {
        catalog.apps.flatMap { app in app.commands.map { (app, $0) } }
    }
}

extension String {
    /// The text with every `'` written as `'\''`, for inside single quotes.
    fileprivate func replacingQuotes() -> String {
        split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
    }
}
