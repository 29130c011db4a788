/// NB: the string-set parsing of the command families not yet declared as
/// ``ScriptedCommand``s; it goes with the last of them.
extension CommandArguments {
    /// Reads `arguments` given the option names (taking a value) and flag names the command
    /// knows, both without their leading `--`.
    static func parse(
        _ arguments: [String], options knownOptions: Set<String> = [],
        flags knownFlags: Set<String> = []
    ) throws(UsageError) -> CommandArguments {
        var result = CommandArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let body = argument.hasPrefix("--") ? argument.dropFirst(2) : argument.dropFirst()
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if knownFlags.contains(name), parts.count == 1 {
                result.flags.insert(name)
            } else if knownOptions.contains(name) {
                let value: String
                if parts.count == 2 {
                    value = String(parts[1])
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "--\(name) needs a value")
                }
                guard result.options[name] == nil else {
                    throw UsageError(message: "--\(name) is given twice")
                }
                result.options[name] = value
            } else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        return result
    }

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? { options[name] }

    /// Whether `--name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of the enumerated option `--name` as `read` makes it, nil when not given.
    /// A value `read` refuses is a usage error: `message`, then the "did you mean" hint
    /// that mistyped apps, commands and options get, from `choices`.
    func choice<Value>(
        _ name: String, among choices: [String], else message: String,
        _ read: (String) -> Value?
    ) throws(UsageError) -> Value? {
        guard let text = value(name) else { return nil }
        guard let chosen = read(text) else {
            throw UsageError.unknownValue(text, message, among: choices)
        }
        return chosen
    }

    /// Throws a usage error naming the first positional argument, for commands that take none.
    func expectNoPositionals() throws(UsageError) {
        guard positionals.isEmpty else {
            throw UsageError(message: "unexpected '\(positionals[0])'")
        }
    }

    /// The one positional argument, or a usage error naming what it should be.
    func single(_ what: String) throws(UsageError) -> String {
        guard positionals.count == 1 else {
            throw UsageError(
                message: positionals.isEmpty
                    ? "missing \(what)" : "expected one \(what), got \(positionals.count)")
        }
        return positionals[0]
    }
}
