import TextCommands

/// The global command line: `cleanapps [--offline] [--data-dir DIR] [--color|--no-color]
/// [--help] [--version] [APP [COMMAND …]]`.
///
/// Global flags may stand anywhere before `--`; everything after the app name that is not a
/// global flag belongs to the app's command.
struct CommandLineOptions: Equatable, Sendable {
    var isOffline = false
    var dataDirectory: String?
    /// `true` for `--color`, `false` for `--no-color`, nil when neither was given.
    var color: Bool?
    var showsHelp = false
    var showsVersion = false
    /// The app to open directly, e.g. `giveaways`.
    var app: String?
    /// The app's command and its arguments.
    var appArguments: [String] = []

    /// A command line that could not be read; the message goes to stderr with the usage.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// The global options by name, for "did you mean" hints (the catalog describes them).
    static let globalFlags = [
        "--offline", "--data-dir", "--color", "--no-color", "--help", "--version",
    ]

    /// Reads `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var index = 0
        var passThrough = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if passThrough {
                options.appArguments.append(argument)
                continue
            }
            switch argument {
            case "--":
                passThrough = true
                if options.app != nil { options.appArguments.append(argument) }
            case "--offline": options.isOffline = true
            case "--color": options.color = true
            case "--no-color": options.color = false
            case "--help", "-h":
                if options.app == nil {
                    options.showsHelp = true
                } else {
                    options.appArguments.append(argument)
                }
            case "--version": options.showsVersion = true
            case "--data-dir":
                guard index < arguments.count, !arguments[index].isEmpty else {
                    throw UsageError(message: "--data-dir needs a directory")
                }
                options.dataDirectory = arguments[index]
                index += 1
            default:
                if argument.hasPrefix("--data-dir=") {
                    let value = String(argument.dropFirst("--data-dir=".count))
                    guard !value.isEmpty else {
                        throw UsageError(message: "--data-dir needs a directory")
                    }
                    options.dataDirectory = value
                } else if options.app != nil {
                    options.appArguments.append(argument)
                } else if argument.hasPrefix("-") {
                    throw UsageError(
                        message: CommandSuggestion.message(
                            "unknown option '\(argument)'", for: argument, among: globalFlags))
                } else {
                    options.app = argument
                }
            }
        }
        return options
    }
}
