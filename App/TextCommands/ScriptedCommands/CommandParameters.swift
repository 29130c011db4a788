/// An option or flag a scripted command declares, as help and the parser see it.
public protocol DeclaredOption: Sendable {
    /// The option as help, completions and the parser describe it.
    var described: CommandOption { get }
}

/// A `--name VALUE` option a scripted command declares: what help shows and how its value is
/// read into `Value`.
public struct Option<Value: Sendable>: DeclaredOption {
    /// The option as help, completions and the parser describe it.
    public private(set) var described: CommandOption
    /// Makes the value from the text given; throws a ``CommandFailure`` for a bad value.
    private let read: @Sendable (String) throws -> Value

    /// An option whose text `read` turns into its value.
    public init(
        _ name: String, _ value: CommandValue, _ help: String,
        read: @escaping @Sendable (String) throws -> Value
    ) {
        described = .option(name, value, help)
        self.read = read
    }

    /// An option whose value is one of a few words: a word `read` refuses is a usage error,
    /// `message(word)` followed by the "did you mean" hint (see ``CommandSuggestion``).
    public static func choice(
        _ name: String, _ value: CommandValue, _ help: String,
        else message: @escaping @Sendable (String) -> String,
        _ read: @escaping @Sendable (String) -> Value?
    ) -> Option {
        let choices: [String]
        if case .values(let values) = value.completion { choices = values } else { choices = [] }
        return Option(name, value, help) { text in
            guard let chosen = read(text) else {
                throw CommandArguments.UsageError.unknownValue(
                    text, message(text), among: choices)
            }
            return chosen
        }
    }

    /// The same option, marked as one the command cannot run without.
    public func required() -> Option {
        var copy = self
        copy.described = described.required()
        return copy
    }

    /// The value given in `arguments`, nil when the option was not given.
    public func value(in arguments: CommandArguments) throws -> Value? {
        try arguments.options[described.name].map(read)
    }
}

extension Option where Value == String {
    /// An option whose value is the text given.
    public init(_ name: String, _ value: CommandValue, _ help: String) {
        self.init(name, value, help) { $0 }
    }
}

/// A `--name` flag a scripted command declares.
public struct Flag: DeclaredOption {
    /// The flag as help, completions and the parser describe it.
    public let described: CommandOption

    /// A flag called `--name`, which `help` explains.
    public init(_ name: String, _ help: String) {
        described = .flag(name, help)
    }

    /// The shared `--json` flag.
    public static let json = Flag("json", "Print JSON (see the schema in App/Schemas).")

    /// Whether the flag was given in `arguments`.
    public func isSet(in arguments: CommandArguments) -> Bool {
        arguments.flags.contains(described.name)
    }
}

/// A positional argument a scripted command declares: what help shows and how its text is
/// read into `Value`.
public struct Argument<Value: Sendable>: Sendable {
    /// The argument as help, completions and the parser describe it.
    public let described: CommandPositional
    private let read: @Sendable (String) throws -> Value

    /// An argument whose text `read` turns into its value.
    public init(
        _ described: CommandPositional, read: @escaping @Sendable (String) throws -> Value
    ) {
        self.described = described
        self.read = read
    }

    /// The argument's value in `arguments` (the parser has made sure a required one is there).
    public func value(in arguments: CommandArguments) throws -> Value {
        guard let value = try values(in: arguments).first else {
            throw CommandArguments.UsageError(message: "missing \(described.name)")
        }
        return value
    }

    /// The values given for it: none for an optional one left out, several for one that takes
    /// the rest of the line.
    public func values(in arguments: CommandArguments) throws -> [Value] {
        try (arguments.arguments[described.name] ?? []).map(read)
    }
}

extension Argument where Value == String {
    /// An argument whose value is the text given.
    public init(_ described: CommandPositional) {
        self.init(described) { $0 }
    }
}
