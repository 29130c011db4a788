import Domain
import Foundation

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

    /// The built `cleanapps` next to this binary.
    var cleanappsExecutable: String? {
        let path = buildDirectory.appendingPathComponent("cleanapps").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
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
