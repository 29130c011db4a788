import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation

@testable import App
@testable import TerminalKit
@testable import TextCommands

/// Runs `cleanapps` in-process on a fresh data directory, as a user would.
@MainActor
struct DirectoryHarness {
    /// 2026-12-01 00:00 UTC: ten days after the bundled workbook's update date.
    nonisolated static let now = Date(timeIntervalSince1970: 1_764_547_200)

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A workbook fixture of the data tests (`Tests/DataTests/Fixtures/Directory/NAME`).
    nonisolated static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DataTests/Fixtures/Directory/\(name)")
    }

    /// The repository over the harness's data directory, for arranging stored data.
    var repository: StoredDirectoryRepository {
        StoredDirectoryRepository(directory: directory.url, notices: NoticeBoard())
    }

    /// Runs `cleanapps` with `arguments`, typing `lines`; returns the terminal and exit code.
    func run(
        _ arguments: [String], lines: [String] = [], width: Int = 80,
        interactive: Bool = false, opener: RecordingURLOpener? = nil
    ) async -> (terminal: ScriptedTerminal, code: ExitCode) {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.isInteractive = interactive
        let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
        let code = await CompositionRoot.run(
            arguments: ["--data-dir", directory.url.path] + arguments,
            variables: ["HOME": directory.url.path],
            overrides: .init(
                terminal: terminal, urlOpener: opener ?? RecordingURLOpener(), now: { Self.now }))
        return (terminal, code)
    }
}
