import CampaignsData
import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation

@testable import App
@testable import TextCommands

/// Runs the whole `cleanapps` in-process, offline, in a temporary data directory.
@MainActor
struct CommandLineRunner {
    /// What one run printed and returned.
    struct Result {
        let output: String
        let errors: String
        let code: ExitCode
    }

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Runs `cleanapps --offline --data-dir DIR ARGUMENTS…` with no input.
    func run(_ arguments: [String]) async -> Result {
        let terminal = ScriptedTerminal()
        let code = await CompositionRoot.run(
            arguments: ["--offline", "--data-dir", directory.url.path] + arguments,
            variables: ["HOME": directory.url.path],
            overrides: .init(
                terminal: terminal, urlOpener: RecordingURLOpener(),
                posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit))
        return Result(output: terminal.output, errors: terminal.errorOutput, code: code)
    }
}
