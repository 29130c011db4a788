/// The arguments of one scripted command, read against its ``CommandDescription``: the
/// positionals by the name they are declared under, `--option VALUE` pairs and `--flag`s.
///
/// Options accept `--name VALUE` and `--name=VALUE`; `--` ends the options. Each bad input is
/// one usage error (exit 64): an option the command does not declare (naming the closest),
/// a missing value, a value given to a flag, a repeated option, a missing required option or
/// argument, an extra argument. Typed values come from the declared ``Option``, ``Flag`` and
/// ``Argument``.
public struct CommandArguments: Equatable, Sendable {
    /// The positional words, by the name of the argument that took them.
    public var arguments: [String: [String]] = [:]
    /// The values of the `--option VALUE` pairs, by the option's name.
    public var options: [String: String] = [:]
    /// The names of the `--flag`s given.
    public var flags: Set<String> = []
    /// Whether `-h` or `--help` was given as an option (not as another option's value).
    public var asksForHelp = false

    /// A command line the command cannot read.
    public struct UsageError: Error, Equatable {
        /// What is wrong, in one sentence.
        public let message: String

        /// A usage error saying `message`.
        public init(message: String) {
            self.message = message
        }

        /// `message` about the value `text`, with "; did you mean 'X'?" when one of
        /// `choices` is close to it (see ``CommandSuggestion``).
        public static func unknownValue(_ text: String, _ message: String, among choices: [String])
            -> UsageError
        {
            UsageError(message: CommandSuggestion.message(message, for: text, among: choices))
        }
    }

    /// Reads `arguments` as `command` declares them. With `-h` or `--help` among the options
    /// only unknown options are refused, so help is shown whatever else is missing.
    public static func parse(_ arguments: [String], as command: CommandDescription)
        throws(UsageError) -> CommandArguments
    {
        var result = CommandArguments()
        var words: [String] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
                words.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.asksForHelp = true
                continue
            }
            let body = argument.hasPrefix("--") ? argument.dropFirst(2) : argument.dropFirst()
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = command.option(named: name) else {
                throw UsageError(
                    message: CommandSuggestion.message(
                        "unknown option '\(argument)'", for: "--\(name)",
                        among: command.options.map { "--\($0.name)" }))
            }
            guard option.value != nil else {
                guard parts.count == 1 else {
                    throw UsageError(message: "--\(name) takes no value")
                }
                result.flags.insert(name)
                continue
            }
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
        }
        guard !result.asksForHelp else { return result }
        try result.assign(words, to: command.positionals)
        if let missing = command.options.first(where: {
            $0.isRequired && result.options[$0.name] == nil
        }) {
            throw UsageError(message: "missing \(missing.label)")
        }
        return result
    }

    /// Gives each declared positional its words in order; throws for a missing required one
    /// and for a word left over.
    private mutating func assign(_ words: [String], to declared: [CommandPositional])
        throws(UsageError)
    {
        var rest = words[...]
        for positional in declared {
            switch positional.arity {
            case .one, .optional:
                if let word = rest.popFirst() {
                    arguments[positional.name] = [word]
                } else if positional.arity == .one {
                    throw UsageError(message: "missing \(positional.name)")
                }
            case .many:
                guard !rest.isEmpty else {
                    throw UsageError(message: "missing \(positional.name)")
                }
                arguments[positional.name] = Array(rest)
                rest = []
            }
        }
        if let extra = rest.first {
            throw UsageError(message: "unexpected '\(extra)'")
        }
    }

    /// The value of `option`, nil when not given; throws for a value it cannot read.
    public func value<Value>(_ option: Option<Value>) throws -> Value? {
        try option.value(in: self)
    }

    /// Whether `flag` was given.
    public func has(_ flag: Flag) -> Bool { flag.isSet(in: self) }

    /// The value of the required `option` (the parser has made sure it was given).
    public func required<Value>(_ option: Option<Value>) throws -> Value {
        guard let value = try option.value(in: self) else {
            throw UsageError(message: "missing \(option.described.label)")
        }
        return value
    }

    /// The value of the required `argument`.
    public func value<Value>(_ argument: Argument<Value>) throws -> Value {
        try argument.value(in: self)
    }
}
