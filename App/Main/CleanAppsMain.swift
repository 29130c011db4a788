import Foundation
import TerminalKit
import TextCommands

/// The `cleanapps` entry point: reads the command line, builds the app, runs it, exits.
@main
enum CleanAppsMain {
    static func main() async {
        StandardDescriptors.reopenClosedOnNullDevice()
        MallocArenas.useOne()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let code = await CompositionRoot.run(arguments: arguments)
        exit(code.rawValue)
    }
}
