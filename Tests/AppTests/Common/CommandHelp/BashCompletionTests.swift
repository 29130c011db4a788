import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import TextCommands

/// Drives the generated bash script in a real bash with COMP_WORDS/COMP_CWORD and checks
/// COMPREPLY. Skipped (with a note) where bash is missing.
@Suite(.enabled(if: InstalledShell.path("bash") != nil, "bash is missing: skipped"))
@MainActor struct BashCompletionTests {
    static let bash = InstalledShell.path("bash") ?? "/bin/bash"

    @Test func script_passesBashSyntaxCheck() throws {
        let script = try ScriptFile(CompletionScript.text(for: .bash, of: CommandCatalog.self))

        let result = try Self.runBash(["-n", script.path])

        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(arguments: [
        (
            ["cleanapps", ""],
            [
                "campaigns", "completions", "directory", "giveaways", "help",
                "marketing", "water",
            ]
        ),
        (["cleanapps", "gi"], ["giveaways"]),
        (
            ["cleanapps", "giveaways", ""],
            ["favorite", "favorites", "list", "new", "show", "unfavorite"]
        ),
        (["cleanapps", "--offline", "directory", "se"], ["search"]),
        (["cleanapps", "--data-dir", "/tmp", "water", "cl"], ["clean"]),
        (["cleanapps", "giveaways", "list", "--so"], ["--sort"]),
        (["cleanapps", "giveaways", "list", "--sort", ""], ["date", "popularity", "value"]),
        (["cleanapps", "giveaways", "list", "--platform", "xbox-o"], ["xbox-one"]),
        (["cleanapps", "giveaways", "list", "--sort", "value", "--t"], ["--type"]),
        (["cleanapps", "directory", "search", "x", "--scope", "d"], ["district"]),
        (
            ["cleanapps", "water", "clean", "1", "--step", ""],
            ["all", "boil", "disinfect", "filter"]
        ),
        (["cleanapps", "campaigns", "render", "1", "--format", "s"], ["square", "story"]),
        (
            ["cleanapps", "campaigns", "add", "--template", "1"],
            ["1", "10", "11", "12", "13", "14", "15"]
        ),
        (["cleanapps", "water", "--pr"], ["--preview"]),
        (["cleanapps", "completions", ""], ["bash", "fish", "zsh"]),
        (["cleanapps", "help", "water", "re"], ["reset"]),
        (["cleanapps", "help", "--m"], ["--man"]),
        (["cleanapps", "giveaways", "show", ""], ["525", "600"]),
        (["cleanapps", "directory", "favourites", "--j"], ["--json"]),
        (["cleanapps", "giveaways", "list", "--search", ""], []),
    ])
    func completion_atTheLastWord_offersTheseWords(words: [String], expected: [String]) throws {
        let script = try ScriptFile(CompletionScript.text(for: .bash, of: CommandCatalog.self))
        let quotedWords = words.map { "'\($0)'" }.joined(separator: " ")
        // NB: a shell function stands in for the binary, so `__complete-ids` is answered here.
        let driver = """
            cleanapps() { [[ $1 == __complete-ids && $2 == giveaways ]] && printf '525\\n600\\n'; }
            source '\(script.path)'
            COMP_WORDS=(\(quotedWords))
            COMP_CWORD=\(words.count - 1)
            _cleanapps
            printf '%s\\n' "${COMPREPLY[@]}"
            """

        let result = try Self.runBash(["-c", driver])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let offered = result.output.split(separator: "\n").map(String.init).sorted()
        #expect(offered == expected)
    }

    /// Runs bash with `arguments`; returns its exit status, stdout and stderr.
    static func runBash(_ arguments: [String]) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bash)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}

/// A script written to a temporary file, removed when released.
final class ScriptFile {
    let path: String
    private let directory: TemporaryDirectory

    init(_ text: String) throws {
        directory = try TemporaryDirectory()
        path = directory.url.appendingPathComponent("script").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

/// Where a shell is installed, for tests that skip without it.
enum InstalledShell {
    /// The path of `shell` in the usual places, if it is there.
    static func path(_ shell: String) -> String? {
        ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
