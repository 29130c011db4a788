import CleanAppsTestSupport
import Foundation
import Glibc
import Testing

/// The standard streams through the real binary: a closed stdin reads as end of input
/// (never a hang), a full stdout is one line and exit 74, a closed pipe stays quiet.
@Suite struct StandardStreamsProcessTests {
    /// Every app's screens (and the main menu) with fd 0 closed, against a loopback server.
    @Test(arguments: [[], ["giveaways"], ["directory"], ["water"], ["campaigns"], ["marketing"]])
    func closedStdin_screens_endAsEndOfInput(arguments: [String]) async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        defer { server.stop() }
        let home = try TemporaryDirectory()
        let data = try TemporaryDirectory()
        let process = CleanAppsProcess(
            home: home.url, dataDirectory: data.url,
            extra: [
                "CLEANAPPS_GAMERPOWER_URL": server.url("/api").absoluteString,
                "CLEANAPPS_NPOINT_URL": server.url("/").absoluteString,
                "CLEANAPPS_MONOBANK_URL": server.url("/handler").absoluteString,
            ])

        let outcome = try await process.run(arguments, input: .closed)

        #expect(!outcome.hung)
        #expect(outcome.status == 0, "\(outcome.errors)")
    }

    @Test func fullStdout_directoryInfo_oneLineAndExit74() async throws {
        let home = try TemporaryDirectory()
        let process = CleanAppsProcess(home: home.url, dataDirectory: home.appending("data"))

        let outcome = try await process.run(
            ["--offline", "directory", "info"], outputPath: "/dev/full")

        #expect(outcome.status == 74)
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.filter { $0.contains("standard output") }.count == 1, "\(outcome.errors)")
        #expect(lines.last?.contains("no space left on device") == true)
    }

    @Test func closedPipe_directoryInfo_staysQuiet() async throws {
        let home = try TemporaryDirectory()
        let process = CleanAppsProcess(home: home.url, dataDirectory: home.appending("data"))
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }

        let outcome = try await process.run(
            ["--offline", "directory", "info"], outputPath: "/dev/fd/\(ends[1])")

        #expect([0, 128 + SIGPIPE].contains(outcome.status))
        #expect(!outcome.errors.contains("standard output"), "\(outcome.errors)")
    }
}
