import CleanAppsCore
import DirectoryDomain
import Foundation
import GiveawaysDomain

/// Shared fixtures and places for one harness run; data is generated once, on first use.
@MainActor
final class BenchmarkContext {
    let scratch: URL
    let buildDirectory: URL
    let ownExecutable: String

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleanapps-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        ownExecutable = own.path
        buildDirectory = own.deletingLastPathComponent()
    }

    lazy var giveaways: [Giveaway] = GiveawayFixtures.make(count: 100_000)
    lazy var persons: [Person] = PersonFixtures.make(count: 100_000)

    /// The built `cleanapps` next to this binary, brought up to date first.
    ///
    /// `swift run -c release Benchmarks` builds only this product, so the harness asks
    /// SwiftPM for `cleanapps` in the same configuration (a no-op when it is current) and
    /// measures the binary a user would run.
    var cleanappsExecutable: String? {
        if !didBuildCleanapps {
            didBuildCleanapps = true
            buildCleanapps()
        }
        let path = buildDirectory.appendingPathComponent("cleanapps").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private var didBuildCleanapps = false

    /// Runs `swift build --product cleanapps` for this package, in this binary's
    /// configuration; on failure the app benchmarks report the missing binary.
    private func buildCleanapps() {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard
            FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent("Package.swift").path)
        else { return }
        let configuration = buildDirectory.lastPathComponent == "debug" ? "debug" : "release"
        let swift = Process()
        swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swift.arguments = [
            "swift", "build", "-c", configuration, "--product", "cleanapps",
            "--package-path", packageRoot.path,
        ]
        swift.standardOutput = FileHandle.standardError
        do {
            try swift.run()
            swift.waitUntilExit()
        } catch {
            FileHandle.standardError.write(Data("could not run swift build: \(error)\n".utf8))
        }
    }

    /// A fresh empty folder inside the scratch folder.
    func freshDirectory(_ name: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes everything the run wrote.
    func cleanUp() {
        try? FileManager.default.removeItem(at: scratch)
    }
}
