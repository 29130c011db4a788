import Foundation
import Testing

@testable import App
@testable import Terminal
@testable import TextCommands

/// Help is wrapped to the terminal's width (when output is not a terminal, to COLUMNS, else 80),
/// never wider, and words are never broken inside.
@Suite @MainActor struct HelpWidthTests {
    /// Every help text: the top-level usage, each app's help and each command's, naming the
    /// program as `cleanapps` does.
    private static func allHelp() -> [String] {
        CommandHelpText.$program.withValue(CommandCatalog.programName) { helpTexts() }
    }

    private static func helpTexts() -> [String] {
        [CommandCatalog.usage]
            + (CommandCatalog.apps + [CommandCatalog.program]).flatMap { app in
                [CommandHelpText.help(of: app)]
                    + app.commands.map { CommandHelpText.help(of: $0, in: app) }
            }
    }

    @Test(arguments: [40, 80, 120])
    func everyHelp_atAWidth_fitsIt(width: Int) {
        let texts = CommandHelpText.$width.withValue(width) { Self.allHelp() }

        for line in texts.flatMap({ $0.split(separator: "\n") }) {
            #expect(TerminalText.displayWidth(String(line)) <= width, "\(width): \(line)")
        }
    }

    @Test(arguments: [40, 80, 120])
    func everyHelp_atAWidth_keepsEveryWordWhole(width: Int) {
        let wide = CommandHelpText.$width.withValue(1_000) { Self.allHelp() }
        let narrow = CommandHelpText.$width.withValue(width) { Self.allHelp() }

        for (whole, wrapped) in zip(wide, narrow) {
            // NB: a long example breaks between words with a shell's "\\" continuation.
            #expect(
                wrapped.split(whereSeparator: \.isWhitespace).filter { $0 != "\\" }
                    == whole.split(whereSeparator: \.isWhitespace), "\(width)")
        }
    }

    /// A note is one paragraph: filled line by line, continuation lines indented by four,
    /// so no line breaks early (a short line mid-note, a word left alone).
    @Test(arguments: [40, 80, 120])
    func appNotes_atAWidth_fillEveryLineButTheLast(width: Int) {
        for app in CommandCatalog.apps + [CommandCatalog.program] {
            for note in app.notes {
                let lines = CommandHelpText.$width.withValue(width) {
                    CommandHelpText.paragraph(note)
                }
                #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") }, "\(lines)")
                for (line, next) in zip(lines, lines.dropFirst()) {
                    let word = String(next.split(separator: " ")[0])
                    let widthWithWord = TerminalText.displayWidth("\(line) \(word)")
                    #expect(widthWithWord > width, "\(width): \(line) | \(next)")
                }
            }
        }
    }

    @Test(arguments: [(40, true), (120, true), (40, false)])
    func appHelp_inATerminalOrPiped_usesItsWidthOr80(width: Int, isTerminal: Bool) async {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.isInteractive = isTerminal
        let terminal = ScriptedTerminal(capabilities: capabilities)

        let code = await CompositionRoot.run(
            arguments: ["campaigns", "--help"], variables: [:],
            overrides: .init(terminal: terminal))

        let widest = Self.widestLine(of: terminal.output)
        #expect(code == .ok)
        #expect(widest <= (isTerminal ? width : 80))
        #expect(widest > (isTerminal ? width : 80) - 12)
    }

    @Test(arguments: [("40", 40), ("120", 120), ("", 80), ("wide", 80), ("0", 80)])
    func appHelp_piped_wrapsToColumnsElse80(columns: String, expected: Int) async {
        let terminal = ScriptedTerminal(capabilities: .plain)

        let code = await CompositionRoot.run(
            arguments: ["campaigns", "--help"], variables: ["COLUMNS": columns],
            overrides: .init(terminal: terminal))

        let widest = Self.widestLine(of: terminal.output)
        #expect(code == .ok)
        #expect(widest <= expected)
        #expect(widest > expected - 12)
    }

    /// The cells of the widest line of `output`.
    private static func widestLine(of output: String) -> Int {
        output.split(separator: "\n").map { TerminalText.displayWidth(String($0)) }.max() ?? 0
    }
}
