import CampaignsData
import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import TerminalKit
@testable import TextCommands

/// Runs `cleanapps --offline` in-process on copies of one prepared data directory, so every
/// run of a walk starts from the same files: a saved fundraiser with its poster, the loaded
/// directory, and a photo next to the data directory.
@MainActor
final class TourRunner {
    /// What one run printed, read and returned, and the files it left.
    struct Run {
        let code: ExitCode
        let terminal: ScriptedTerminal
        /// The data directory's files after the run, as ``DataFiles/read(_:)`` gives them.
        let files: [String: Data]
        /// The files as they were at each read, when the run was asked to record them.
        let filesAtReads: [[String: Data]]
    }

    /// 2026-12-01 00:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_764_547_200)

    private let root: TemporaryDirectory
    private var runCount = 0
    /// The prepared files, and a data directory still holding just them (left by a run that
    /// changed nothing), which the next run may use instead of a new copy.
    private var templateFiles: [String: Data] = [:]
    private var unchangedCopy: URL?
    /// The folder holding the prepared data, its copies and the photo.
    var rootPath: String { root.url.path }
    /// The path of a small PNG outside the data directory.
    let photoPath: String
    /// The id of the fundraiser saved in the prepared data directory.
    private(set) var campaignID = ""

    init() async throws {
        root = try TemporaryDirectory()
        photoPath = root.appending("photo.png").path
        try TestImages.png(width: 4, height: 3).write(to: root.appending("photo.png"))
        let template = root.appending("template")
        let added = await Self.run(
            [
                "campaigns", "add", "--purpose", "Water for Kherson", "--image", photoPath,
                "--template", "2", "--target", "50000",
            ],
            dataDirectory: template, lines: [], capabilities: .plain)
        campaignID = String(added.terminal.output.split(separator: " ").dropFirst().first ?? "")
        let loaded = await Self.run(
            ["directory", "info"], dataDirectory: template, lines: [], capabilities: .plain)
        #expect(added.code == .ok && loaded.code == .ok, "\(added.terminal.errorOutput)")
        templateFiles = DataFiles.read(template)
    }

    /// Runs `cleanapps --offline ARGUMENTS…` on a copy of the prepared data directory, typing
    /// `lines` and then ending input, on a terminal `width` columns wide and, when given,
    /// `height` rows high; with `recordsFiles`, the data files are read at every read as
    /// well.
    ///
    /// NB: a copy a run left unchanged is used again: a fresh copy makes the Directory app
    /// re-read its whole store at launch (the store's fingerprint names the file's inode),
    /// which would double the walk's time.
    func run(
        _ arguments: [String], lines: [String], width: Int = 80, height: Int? = nil,
        interactive: Bool = true, recordsFiles: Bool = false
    ) async throws -> Run {
        let data: URL
        if let unchangedCopy {
            data = unchangedCopy
            self.unchangedCopy = nil
        } else {
            runCount += 1
            data = root.appending("run-\(runCount)")
            try FileManager.default.copyItem(at: root.appending("template"), to: data)
        }
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        capabilities.isInteractive = interactive
        let run = await Self.run(
            arguments, dataDirectory: data, lines: lines, capabilities: capabilities,
            recordsFiles: recordsFiles)
        if run.files == templateFiles {
            unchangedCopy = data
        } else {
            try? FileManager.default.removeItem(at: data)
        }
        return run
    }

    private static func run(
        _ arguments: [String], dataDirectory: URL, lines: [String],
        capabilities: TerminalCapabilities, recordsFiles: Bool = false
    ) async -> Run {
        let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
        var filesAtReads: [[String: Data]] = []
        if recordsFiles {
            terminal.onRead = { filesAtReads.append(DataFiles.read(dataDirectory)) }
        }
        let code = await CompositionRoot.run(
            arguments: ["--offline", "--data-dir", dataDirectory.path] + arguments,
            variables: ["HOME": dataDirectory.path, "TZ": "UTC"],
            overrides: .init(
                terminal: terminal, urlOpener: RecordingURLOpener(), now: { now },
                posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit))
        return Run(
            code: code, terminal: terminal, files: DataFiles.read(dataDirectory),
            filesAtReads: filesAtReads)
    }
}

/// The files of a data directory, comparable between runs.
enum DataFiles {
    /// Every regular file under `directory`, by relative path, with UUIDs in paths and
    /// contents written as `<uuid>` (new fundraisers and photos get random ones).
    ///
    ///
    /// NB: `directory-version.json` is left out: it holds the fingerprint (inode, times) of
    /// `directory.json`, which every copy changes, so each run stamps it again at launch.
    static func read(_ directory: URL) -> [String: Data] {
        let manager = FileManager.default
        var files: [String: Data] = [:]
        for case let path as String in manager.enumerator(atPath: directory.path) ?? .init() {
            let url = directory.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                path != "directory-version.json", let contents = try? Data(contentsOf: url)
            else { continue }
            let text = String(decoding: contents, as: UTF8.self)
            let isText = Data(text.utf8) == contents
            files[masked(path)] = isText ? Data(masked(text).utf8) : contents
        }
        return files
    }

    /// `text` with UUIDs written as `<uuid>`.
    static func masked(_ text: String) -> String {
        text.replacing(
            /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/,
            with: "<uuid>"
        ).replacing(/_[0-9a-f]{32}/, with: "_<uuid>")
    }
}
