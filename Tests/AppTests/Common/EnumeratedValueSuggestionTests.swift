import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import TerminalKit
@testable import TextCommands

/// A mistyped value of an enumerated option gets the same "did you mean" hint as a
/// mistyped app, command or option, and exits 64.
@MainActor
@Suite struct EnumeratedValueSuggestionTests {
    @Test func waterClean_mistypedStep_saysDidYouMeanAndExits65() async throws {
        let home = try TemporaryDirectory()
        let terminal = ScriptedTerminal(lines: [], capabilities: .plain)

        let code = await CompositionRoot.run(
            arguments: ["--data-dir", home.url.path, "water", "clean", "1", "--step", "boyl"],
            variables: ["HOME": home.url.path],
            overrides: .init(terminal: terminal, urlOpener: RecordingURLOpener(), now: { Date() }))

        #expect(code == .dataError, "\(terminal.errorOutput)")
        #expect(terminal.errorOutput.contains("did you mean 'boil'?"), "\(terminal.errorOutput)")
    }

    @Test(arguments: [
        (["giveaways", "list", "--platform", "xbox"], "did you mean 'xbox-series-xs'?"),
        (["giveaways", "list", "--platform", "stema"], "did you mean 'steam'?"),
        (["giveaways", "list", "--sort", "valeu"], "did you mean 'value'?"),
        (["giveaways", "list", "--type", "gmae"], "did you mean 'game'?"),
        (["directory", "search", "김", "--scope", "nmae"], "did you mean 'name'?"),
        (
            [
                "campaigns", "add", "--purpose", "Дрон", "--image", "/nonexistent.png",
                "--template", "1", "--format", "sqare",
            ],
            "did you mean 'square'?"
        ),
        (["completions", "bsh"], "did you mean 'bash'?"),
    ])
    func optionValue_mistyped_saysDidYouMean(arguments: [String], hint: String) async throws {
        let home = try TemporaryDirectory()
        let terminal = ScriptedTerminal(lines: [], capabilities: .plain)

        let code = await CompositionRoot.run(
            arguments: ["--data-dir", home.url.path, "--offline"] + arguments,
            variables: ["HOME": home.url.path],
            overrides: .init(
                terminal: terminal, urlOpener: RecordingURLOpener(),
                now: { Date(timeIntervalSince1970: 1_764_547_200) }))

        #expect(code == .usage, "\(terminal.errorOutput)")
        #expect(terminal.errorOutput.contains(hint), "\(terminal.errorOutput)")
    }
}
