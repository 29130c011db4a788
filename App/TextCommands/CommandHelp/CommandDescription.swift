/// One scriptable command as help, completions and the manual describe it: the single source
/// they are all generated from, and what ``CommandDispatcher`` checks a command line against.
///
/// Adding a command or an option is one entry here; help, completions and the manual follow.
public struct CommandDescription: Equatable, Sendable {
    /// The command word, e.g. `list`.
    public let name: String
    /// Other words that run the same command (e.g. `favourites`); not offered by completion.
    public var aliases: [String] = []
    /// One line saying what the command does, e.g. `List giveaways, filtered and sorted.`.
    public let summary: String
    /// The positional arguments in order.
    public var positionals: [CommandPositional] = []
    /// The options and flags the command reads.
    public var options: [CommandOption] = []
    /// One complete example invocation without the program name, e.g. `giveaways list --json`.
    public let example: String

    /// A command called `name` (or one of `aliases`) with its arguments, options and example.
    public init(
        name: String, aliases: [String] = [], summary: String,
        positionals: [CommandPositional] = [], options: [CommandOption] = [], example: String
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.example = example
    }

    /// Whether `word` names this command.
    public func isNamed(_ word: String) -> Bool { word == name || aliases.contains(word) }

    /// The option called `name` (without the leading dashes), if described.
    public func option(named name: String) -> CommandOption? {
        options.first { $0.name == name }
    }
}

/// One positional argument of a command, e.g. `ID`.
public struct CommandPositional: Equatable, Sendable {
    /// The placeholder shown in usage, e.g. `ID`.
    public let name: String
    /// One line saying what to give.
    public let help: String
    /// What a shell may offer for it.
    public var completion: CommandCompletion = .none
    /// How many words it takes.
    public var arity = Arity.one

    /// A positional called `name` that takes `arity` words.
    public init(
        name: String, help: String, completion: CommandCompletion = .none, arity: Arity = .one
    ) {
        self.name = name
        self.help = help
        self.completion = completion
        self.arity = arity
    }

    /// How many words a positional argument takes.
    public enum Arity: Equatable, Sendable {
        /// Exactly one.
        case one
        /// One or none (the name is shown in brackets, e.g. `[APP]`).
        case optional
        /// One or more: the rest of the line.
        case many
    }
}

/// One `--option VALUE` or `--flag` of a command or an app.
public struct CommandOption: Equatable, Sendable {
    /// The name without the leading dashes, e.g. `sort`.
    public let name: String
    /// The value it takes; nil for a flag.
    public var value: CommandValue?
    /// One line saying what it does.
    public let help: String
    /// Whether the command cannot run without it.
    public var isRequired = false

    /// A flag (no value).
    public static func flag(_ name: String, _ help: String) -> CommandOption {
        CommandOption(name: name, value: nil, help: help)
    }

    /// An option taking `value`.
    public static func option(_ name: String, _ value: CommandValue, _ help: String)
        -> CommandOption
    {
        CommandOption(name: name, value: value, help: help)
    }

    /// The same option, marked as one the command cannot run without.
    public func required() -> CommandOption {
        var copy = self
        copy.isRequired = true
        return copy
    }

    /// `--name` or `--name VALUE`.
    public var label: String {
        value.map { "--\(name) \($0.placeholder)" } ?? "--\(name)"
    }

    /// The label for usage lines, in brackets unless required.
    public var synopsis: String { isRequired ? label : "[\(label)]" }
}

/// The kind of value an option takes.
public struct CommandValue: Equatable, Sendable {
    /// The placeholder shown in usage, e.g. `FILE` or `date|value|popularity`.
    public let placeholder: String
    /// What a shell may offer for it.
    public let completion: CommandCompletion

    /// Free text, e.g. `TEXT`.
    public static func text(_ placeholder: String) -> CommandValue {
        CommandValue(placeholder: placeholder, completion: .none)
    }

    /// A path to a file.
    public static func file(_ placeholder: String = "FILE") -> CommandValue {
        CommandValue(placeholder: placeholder, completion: .files)
    }

    /// One of a fixed set of words; the placeholder lists them when there are few.
    public static func oneOf(_ values: [String], placeholder: String? = nil) -> CommandValue {
        CommandValue(
            placeholder: placeholder ?? values.joined(separator: "|"),
            completion: .values(values))
    }
}

/// What a shell completion offers for an argument.
public enum CommandCompletion: Equatable, Sendable {
    /// Nothing: the user types it.
    case none
    /// File names.
    case files
    /// A fixed set of words.
    case values([String])
    /// The ids stored in the data directory, listed by `cleanapps __complete-ids APP`.
    case ids
}
