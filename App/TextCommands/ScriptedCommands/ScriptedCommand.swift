/// One scripted command (`cleanapps water clean 1 --step boil`): its description is what help,
/// completions and the manual show and also what ``CommandArguments`` parses it with, so the
/// two cannot disagree (the shape of swift-argument-parser's `ParsableCommand`).
///
/// A command declares its ``Option``s, ``Flag``s and ``Argument``s as static values, builds its
/// ``description`` from them and reads its typed values from them in ``init(_:)``. `Runner`
/// is the feature's command runner holding what commands need (repositories, terminal).
@MainActor
public protocol ScriptedCommand<Runner> {
    /// What the feature's commands run on.
    associatedtype Runner

    /// The name, summary, arguments, options and example of the command.
    static var description: CommandDescription { get }

    /// Reads the typed values from `arguments`, parsed against ``description``; throws a
    /// ``CommandFailure`` for a value that cannot be read.
    init(_ arguments: CommandArguments) throws

    /// Runs the command and returns the exit code; throws a ``CommandFailure`` (or another
    /// error, reported as internal) when it fails.
    func run(on runner: Runner) async throws -> ExitCode
}
