import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import Terminal
@testable import TextCommands

/// A 1 MB line typed at a prompt of each app, read by the live terminal's line
/// reader: one note says it was cut, the app goes on, and the next line works.
@MainActor
@Suite struct LongInputLineTests {
    /// An app (nil: the main menu) and a help text its `?` prints.
    static let prompts: [(app: String?, help: String)] = [
        (nil, "On every screen: a number opens that row"),
        ("giveaways", "is new since your last visit"),
        ("campaigns", "A jar that cannot be reached keeps its last known amount"),
        ("marketing", "Your selection is kept for next time."),
        ("directory", "a number opens that lawmaker."),
        ("water", "The map marks each source with its number"),
    ]

    @Test(arguments: 0..<6)
    func oneMegabyteLine_atTheFirstPrompt_isNotedOnceAndTheNextLineWorks(index: Int) async throws {
        let (app, help) = Self.prompts[index]
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 1_048_576)
        let input = try TemporaryFile(contents: line + Array("\n?\nq\n".utf8))
        let output = try TemporaryFile()
        let data = try TemporaryDirectory()
        let terminal = StandardTerminal(
            capabilities: .plain, inputDescriptor: input.descriptor,
            outputDescriptor: output.descriptor, errorDescriptor: output.descriptor)

        let code = await CompositionRoot.run(
            arguments: ["--offline", "--data-dir", data.url.path] + (app.map { [$0] } ?? []),
            variables: ["HOME": data.url.path],
            overrides: .init(terminal: terminal, urlOpener: RecordingURLOpener()))

        let text = output.text
        #expect(code == .ok)
        #expect(text.components(separatedBy: "longer than 64 KiB").count == 2)
        let afterNote = text.components(separatedBy: "longer than 64 KiB").last ?? ""
        #expect(afterNote.contains(help), "the line after the long one was not read as ?")
        #expect(text.utf8.count < 400_000, "the long line was echoed more than once")
    }
}
