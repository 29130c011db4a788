/// The bash completion script: apps, commands, options, fixed option values, files where a
/// file is wanted, and stored ids through `cleanapps __complete-ids APP`.
///
/// Works out the app and command from the words before the cursor (skipping options and the
/// values of options that take one), then offers what fits the word under it.
@MainActor
enum BashCompletionScript {
    /// The whole script for `catalog`, ending in `complete -F _cleanapps cleanapps`.
    static func text(of catalog: any CommandCatalogProtocol.Type) -> String {
        [
            header, commandsFunction(catalog), optionsFunction(catalog), valuesFunction(catalog),
            positionalFunction(catalog), main,
        ]
        .joined(separator: "\n")
    }

    private static var header: String {
        """
        # bash completion for \(CommandHelpText.program): source <(\(CommandHelpText.program) completions bash)
        # Generated from the command descriptions; do not edit.

        """
    }

    /// `_cleanapps_commands APP`: the commands of APP (the apps for the top level).
    private static func commandsFunction(_ catalog: any CommandCatalogProtocol.Type) -> String {
        let apps = catalog.apps.map(\.name) + catalog.program.commands.map(\.name)
        var cases = catalog.apps.map { app in
            "        \(app.name)) echo \(CompletionScript.quoted(app.commands.map(\.name))) ;;"
        }
        cases.append("        '') echo \(CompletionScript.quoted(apps)) ;;")
        cases.append(
            "        help) echo \(CompletionScript.quoted(catalog.apps.map(\.name))) ;;")
        cases.append(
            "        completions) echo "
                + CompletionScript.quoted(CompletionShell.allCases.map(\.rawValue)) + " ;;")
        return function(
            "_\(CommandHelpText.shellName)_commands",
            body: ["    case \"$1\" in"] + cases + ["    esac"])
    }

    /// `_cleanapps_options APP COMMAND`: the options that fit there.
    private static func optionsFunction(_ catalog: any CommandCatalogProtocol.Type) -> String {
        let global = catalog.globalOptions.map { "--\($0.name)" }
        var cases: [String] = catalog.apps.map { app in
            let names = app.options.map { "--\($0.name)" }
            return "        '\(app.name)|') echo \(CompletionScript.quoted(names)) ;;"
        }
        cases += CompletionScript.commandPaths(of: catalog).map { app, command in
            let names = command.options.map { "--\($0.name)" }
            return "        \(pattern(app, command))) echo \(CompletionScript.quoted(names)) ;;"
        }
        cases.append("        'help|'*) echo --man ;;")
        return function(
            "_\(CommandHelpText.shellName)_options",
            body: [
                "    echo \(CompletionScript.quoted(global))", "    case \"$1|$2\" in",
            ] + cases + ["    esac"])
    }

    /// `_cleanapps_values APP COMMAND OPTION CUR`: fills COMPREPLY with the option's values
    /// and succeeds when OPTION takes a value, else fails.
    private static func valuesFunction(_ catalog: any CommandCatalogProtocol.Type) -> String {
        var cases = catalog.globalOptions.compactMap { option in
            option.value.map { "        *'|--\(option.name)') \(reply($0.completion)) ;;" }
        }
        for app in catalog.apps {
            for option in app.options {
                guard let value = option.value else { continue }
                cases.append(
                    "        '\(app.name)||--\(option.name)') \(reply(value.completion)) ;;")
            }
        }
        for (app, command) in CompletionScript.commandPaths(of: catalog) {
            for option in command.options {
                guard let value = option.value else { continue }
                let key = pattern(app, command, suffix: "|--\(option.name)")
                cases.append("        \(key)) \(reply(value.completion)) ;;")
            }
        }
        cases.append("        *) return 1 ;;")
        return function(
            "_\(CommandHelpText.shellName)_values",
            body: ["    local cur=\"$4\"", "    case \"$1|$2|$3\" in"] + cases + ["    esac"])
    }

    /// `_cleanapps_positional APP COMMAND INDEX CUR`: fills COMPREPLY for a positional.
    private static func positionalFunction(_ catalog: any CommandCatalogProtocol.Type) -> String {
        var cases: [String] = []
        for (app, command) in CompletionScript.commandPaths(of: catalog) {
            for (index, positional) in command.positionals.enumerated()
            where positional.completion != .none {
                let key = pattern(app, command, suffix: "|\(index)")
                let action =
                    positional.completion == .ids
                    ? "COMPREPLY=($(compgen -W \"$(\"${COMP_WORDS[0]}\" \"${data_dir[@]}\" "
                        + "__complete-ids \(app.name) 2>/dev/null)\" -- \"$cur\"))"
                    : reply(positional.completion)
                cases.append("        \(key)) \(action) ;;")
            }
        }
        return function(
            "_\(CommandHelpText.shellName)_positional",
            body: ["    local cur=\"$4\"", "    case \"$1|$2|$3\" in"] + cases + ["    esac"])
    }

    /// The completion function itself.
    private static var main: String {
        """
        _\(CommandHelpText.shellName)() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="" app="" command="" word i
            local positional=0
            local -a data_dir=()
            ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD-1]}"
            for ((i = 1; i < COMP_CWORD; i++)); do
                word="${COMP_WORDS[i]}"
                if [[ $word == --data-dir ]]; then
                    data_dir=(--data-dir "${COMP_WORDS[i+1]}")
                    ((i++))
                    continue
                fi
                if [[ $word == -* ]]; then
                    _\(CommandHelpText.shellName)_values "$app" "$command" "$word" "" && ((i++))
                    continue
                fi
                if [[ -z $app ]]; then
                    app="$word"
                elif [[ -z $command ]]; then
                    command="$word"
                else
                    ((positional++))
                fi
            done
            COMPREPLY=()
            if [[ $prev == -* ]] && _\(CommandHelpText.shellName)_values "$app" "$command" "$prev" "$cur"; then
                return 0
            fi
            COMPREPLY=()
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "$(_\(CommandHelpText.shellName)_options "$app" "$command") --help" -- "$cur"))
            elif [[ -z $command ]]; then
                COMPREPLY=($(compgen -W "$(_\(CommandHelpText.shellName)_commands "$app")" -- "$cur"))
            elif [[ $app == help && $positional == 0 ]]; then
                COMPREPLY=($(compgen -W "$(_\(CommandHelpText.shellName)_commands "$command")" -- "$cur"))
            else
                _\(CommandHelpText.shellName)_positional "$app" "$command" "$positional" "$cur"
            fi
            return 0
        }
        complete -F _\(CommandHelpText.shellName) \(CommandHelpText.program)

        """
    }

    /// `'app|name'|'app|alias'` plus `suffix` on each, for a `case` label.
    private static func pattern(
        _ app: AppDescription, _ command: CommandDescription, suffix: String = ""
    ) -> String {
        ([command.name] + command.aliases).map { "'\(app.name)|\($0)\(suffix)'" }
            .joined(separator: "|")
    }

    /// The COMPREPLY assignment for a completion kind (`$cur` is the word being completed).
    private static func reply(_ completion: CommandCompletion) -> String {
        switch completion {
        case .none, .ids: "COMPREPLY=()"
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .values(let words):
            "COMPREPLY=($(compgen -W \(CompletionScript.quoted(words)) -- \"$cur\"))"
        }
    }

    private static func function(_ name: String, body: [String]) -> String {
        (["\(name)() {"] + body + ["}"]).joined(separator: "\n") + "\n"
    }
}
