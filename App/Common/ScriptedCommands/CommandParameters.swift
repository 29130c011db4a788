/// An option or flag a scripted command declares, as help and the parser see it.
protocol DeclaredOption: Sendable {
    /// The option as help, completions and the parser describe it.
    var described: CommandOption { get }
}

/// A `--name VALUE` option a scripted command declares: what help shows and how its value is
/// read into `Value`.
struct Option<Value: Sendable>: DeclaredOption {
    private(set) var described: CommandOption
    /// Makes the value from the text given; throws a ``CommandFailure`` for a bad value.
    private let read: @Sendable (String) throws -> Value

    /// An option whose text `read` turns into its value.
    init(
        _ name: String, _ value: CommandValue, _ help: String,
        read: @escaping @Sendable (String) throws -> Value
    ) {
        described = .option(name, value, help)
        self.read = read
    }

    /// An option whose value is one of a few words: a word `read` refuses is a usage error,
    /// `message(word)` followed by the "did you mean" hint (see ``CommandSuggestion``).
    static func choice(
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
    func required() -> Option {
        var copy = self
        copy.described = described.required()
        return copy
    }

    /// The value given in `arguments`, nil when the option was not given.
    func value(in arguments: CommandArguments) throws -> Value? {
        try arguments.options[described.name].map(read)
    }
}

extension Option where Value == String {
    /// An option whose value is the text given.
    init(_ name: String, _ value: CommandValue, _ help: String) {
        self.init(name, value, help) { $0 }
    }
}

/// A `--name` flag a scripted command declares.
struct Flag: DeclaredOption {
    let described: CommandOption

    init(_ name: String, _ help: String) {
        described = .flag(name, help)
    }

    /// The shared `--json` flag.
    static let json = Flag("json", "Print JSON (see the schema in App/Schemas).")

    /// Whether the flag was given in `arguments`.
    func isSet(in arguments: CommandArguments) -> Bool {
        arguments.flags.contains(described.name)
    }
}

/// A positional argument a scripted command declares: what help shows and how its text is
/// read into `Value`.
struct Argument<Value: Sendable>: Sendable {
    let described: CommandPositional
    private let read: @Sendable (String) throws -> Value

    /// An argument whose text `read` turns into its value.
    init(_ described: CommandPositional, read: @escaping @Sendable (String) throws -> Value) {
        self.described = described
        self.read = read
    }

    /// The argument's value in `arguments` (the parser has made sure a required one is there).
    func value(in arguments: CommandArguments) throws -> Value {
        guard let value = try values(in: arguments).first else {
            throw CommandArguments.UsageError(message: "missing \(described.name)")
        }
        return value
    }

    /// The values given for it: none for an optional one left out, several for one that takes
    /// the rest of the line.
    func values(in arguments: CommandArguments) throws -> [Value] {
        try (arguments.arguments[described.name] ?? []).map(read)
    }
}

extension Argument where Value == String {
    /// An argument whose value is the text given.
    init(_ described: CommandPositional) {
        self.init(described) { $0 }
    }
}
