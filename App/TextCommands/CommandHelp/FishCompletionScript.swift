/// The fish completion script: apps, commands, options with their fixed values, files where a
/// file is wanted, and stored ids through `cleanapps __complete-ids APP`.
@MainActor
enum FishCompletionScript {
    /// The whole script for `catalog`.
    static func text(of catalog: any CommandCatalogProtocol.Type) -> String {
        var lines = [
            "# fish completion for \(CommandHelpText.program): \(CommandHelpText.program) completions fish | source",
            "# Generated from the command descriptions; do not edit.",
            helpers, "complete -c \(CommandHelpText.program) -f",
        ]
        lines += catalog.globalOptions.map { complete(condition: nil, option: $0) }
        let top =
            catalog.apps.map { ($0.name, $0.summary) }
            + catalog.program.commands.map { ($0.name, $0.summary) }
        lines += top.map { name, summary in
            "complete -c \(CommandHelpText.program) -n '__\(CommandHelpText.shellName)_at' -a \(name) -d \(quoted(summary))"
        }
        lines += catalog.apps.map {
            "complete -c \(CommandHelpText.program) -n '__\(CommandHelpText.shellName)_at help' -a \($0.name) -d \(quoted($0.summary))"
        }
        lines += CompletionShell.allCases.map {
            "complete -c \(CommandHelpText.program) -n '__\(CommandHelpText.shellName)_at completions' -a \($0.rawValue)"
        }
        lines.append(
            "complete -c \(CommandHelpText.program) -n '__\(CommandHelpText.shellName)_at help' -l man -d 'Print the manual'"
        )
        for app in catalog.apps {
            lines += app.options.map {
                complete(condition: "__\(CommandHelpText.shellName)_at \(app.name)", option: $0)
            }
            for command in app.commands {
                lines.append(
                    "complete -c \(CommandHelpText.program) -n '__\(CommandHelpText.shellName)_at \(app.name)' -a \(command.name) -d "
                        + quoted(command.summary))
                lines.append(
                    "complete -c \(CommandHelpText.program) -n '__\(CommandHelpText.shellName)_at help \(app.name)' -a \(command.name)"
                )
                for word in [command.name] + command.aliases {
                    lines += commandLines(app: app, command: command, word: word)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `__cleanapps_at WORDS…` succeeds when the words typed so far, options and their
    /// values left out, start with WORDS and have nothing more (before the positionals).
    private static var helpers: String {
        """
        function __\(CommandHelpText.shellName)_words
            set -l words (commandline -opc)
            set -e words[1]
            set -l skip 0
            for word in $words
                if test $skip = 1
                    set skip 0
                    continue
                end
                switch $word
                    case --data-dir
                        set skip 1
                    case '-*'
                    case '*'
                        echo $word
                end
            end
        end
        function __\(CommandHelpText.shellName)_at
            set -l words (__\(CommandHelpText.shellName)_words)
            test (count $words) -eq (count $argv); or return 1
            test "$words" = "$argv"
        end
        function __\(CommandHelpText.shellName)_in
            set -l words (__\(CommandHelpText.shellName)_words)
            test (count $words) -ge (count $argv); or return 1
            test "$words[1..(count $argv)]" = "$argv"
        end

        """
    }

    /// The options and positionals of one command, reached by `word`.
    private static func commandLines(
        app: AppDescription, command: CommandDescription, word: String
    ) -> [String] {
        let condition = "__\(CommandHelpText.shellName)_in \(app.name) \(word)"
        var lines = command.options.map { complete(condition: condition, option: $0) }
        lines.append(complete(condition: condition, option: CommandHelpText.helpOption))
        for positional in command.positionals {
            switch positional.completion {
            case .none: break
            case .files: lines.append("complete -c \(CommandHelpText.program) -n '\(condition)' -F")
            case .values(let words):
                lines.append(
                    "complete -c \(CommandHelpText.program) -n '\(condition)' -a \(quoted(words))")
            case .ids:
                lines.append(
                    "complete -c \(CommandHelpText.program) -n '\(condition)' -a "
                        + "'(\(CommandHelpText.program) __complete-ids \(app.name) 2>/dev/null)'")
            }
        }
        return lines
    }

    /// One `complete` line for `option`, with its values or files.
    private static func complete(condition: String?, option: CommandOption) -> String {
        var line = "complete -c \(CommandHelpText.program)"
        if let condition { line += " -n '\(condition)'" }
        line += " -l \(option.name)"
        switch option.value?.completion {
        case nil: break
        case .none?, .ids?: line += " -x"
        case .files?: line += " -r -F"
        case .values(let words)?: line += " -x -a \(quoted(words))"
        }
        return line + " -d \(quoted(option.help))"
    }

    private static func quoted(_ text: String) -> String { CompletionScript.quoted([text]) }

    private static func quoted(_ words: [String]) -> String { CompletionScript.quoted(words) }
}
