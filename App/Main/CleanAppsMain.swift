import Foundation
import Terminal
import TextCommands

/// The `cleanapps` entry point: reads the command line, builds the app, runs it, exits.
///
/// NB: `main` is synchronous and the program runs on the main thread. An `async` main hands
/// the main thread to `dispatch_main()`, which parks it, so everything after the first
/// suspension (and the exit) ran on a libdispatch worker thread started for it: on a busy
/// two-core machine, `q` at the menu waited for a core to start that thread. Here the program
/// starts at once on the main thread and runs there until it first really suspends (input
/// that is already there is read without suspending, so a piped `q` ends the process
/// before any other thread exists); after that the main run loop serves the main actor on
/// the main thread.
@main
enum CleanAppsMain {
    static func main() {
        StandardDescriptors.reopenClosedOnNullDevice()
        MallocArenas.useOne()
        let arguments = Array(CommandLine.arguments.dropFirst())
        MainThreadProgram.run { await CompositionRoot.run(arguments: arguments) }
    }
}

/// Runs an asynchronous program on the main thread and exits with its code.
enum MainThreadProgram {
    /// Starts `program` at once on the main thread (the caller's, which must be the main
    /// thread), serves the main actor there until the program ends, then exits with the
    /// code it returned. Never returns.
    @MainActor
    static func run(_ program: @escaping @MainActor () async -> ExitCode) -> Never {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            Task.immediate { @MainActor in exit(await program().rawValue) }
        } else {
            // NB: before `Task.immediate` the task starts at the run loop's first turn.
            Task { @MainActor in exit(await program().rawValue) }
        }
        RunLoop.main.run()
        // NB: `run()` returns only if the run loop has nothing to serve, which the main
        // actor's queue rules out; should it return, libdispatch serves the queue instead.
        dispatchMain()
    }
}
