import CampaignsScreens
import DirectoryScreens
import GiveawaysScreens
import MarketingScreens
import TextCommands
import WaterScreens

/// Every command `cleanapps` accepts, described once: the global options, the commands of
/// the program itself (`help`, `completions`) and each app's commands. Help, completions and
/// the manual are all generated from it.
@MainActor
enum CommandCatalog: CommandCatalogProtocol {
    /// The options that may stand anywhere before `--`.
    static let globalOptions: [CommandOption] = [
        .flag("offline", "Never touch the network: cached or bundled data is used."),
        .option("data-dir", .file("DIR"), "Keep data in DIR instead of the XDG data folder."),
        .flag("color", "Colour the output even when it is not a terminal."),
        .flag("no-color", "Never colour the output."),
        CommandHelpText.helpOption,
        .flag("version", "Print the version and exit."),
    ]

    /// The apps, in menu order.
    static let apps: [AppDescription] = [
        GiveawaysCommands.description, CampaignsCommands.description,
        MarketingCommands.description, DirectoryCommands.description, WaterCommands.description,
    ]

    /// The executable's name.
    static let programName = "cleanapps"

    /// The program's own commands (the hidden `__complete-ids` is left out on purpose).
    static let program = AppDescription(
        name: "", summary: "Five small apps in one terminal program.",
        commands: [ProgramCommands.help, ProgramCommands.completions])

    /// The hidden command shells call to list the stored ids of an app.
    static let completeIDsCommand = "__complete-ids"

    /// The app called `name`, if any.
    static func app(named name: String) -> AppDescription? {
        apps.first { $0.name == name.lowercased() }
    }

    /// The top-level usage: the synopsis, the apps with one line each and where to read more.
    static var usage: String {
        let synopsis = CommandHelpText.wrap(
            ["cleanapps"] + globalOptions.map(\.synopsis) + ["[APP [COMMAND …]]"], indent: 7)
        var lines = [
            "usage: " + synopsis,
            "       "
                + CommandHelpText.wrap(
                    ["cleanapps help [APP [COMMAND]]", "|", "cleanapps help --man"], indent: 7),
            "       "
                + CommandHelpText.wrap(["cleanapps completions", "bash|zsh|fish"], indent: 7),
        ]
        lines += CommandHelpText.fill(
            "apps: " + apps.map(\.name).joined(separator: ", "), width: CommandHelpText.width)
        lines += CommandHelpText.table(apps.map { ($0.name, $0.summary) })
        lines += CommandHelpText.fill(
            "Run 'cleanapps APP --help' for an app's commands.", width: CommandHelpText.width)
        return lines.joined(separator: "\n")
    }
}
