import Foundation
import Testing

@testable import TerminalKit

@Suite struct URLOpenerTests {
    @Test func openText_safeAddress_reachesOpener() throws {
        let opener = RecordingURLOpener()

        try opener.open("https://www.gamerpower.com/open/x")

        #expect(opener.openedAddresses == ["https://www.gamerpower.com/open/x"])
    }

    @Test(arguments: ["javascript:alert(1)", "file:///etc/passwd", "https://a b.com", "https://"])
    func openText_unsafeAddress_neverReachesOpener(text: String) {
        let opener = RecordingURLOpener()

        #expect(throws: URLOpenError.self) { try opener.open(text) }
        #expect(opener.openedAddresses.isEmpty)
    }

    @Test func init_pathWithoutXdgOpen_failsClearly() {
        let opener = XdgOpenURLOpener(environment: ["PATH": "/nonexistent:relative/bin:."])

        #expect(opener.executablePath == nil)
        #expect(throws: URLOpenError.openerUnavailable) {
            try opener.open(WebAddress("https://example.com"))
        }
    }

    @Test func init_pathWithXdgOpen_findsIt() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeScript(at: directory + "/xdg-open", body: "exit 0")

        let opener = XdgOpenURLOpener(environment: ["PATH": "relative:\(directory):/usr/bin"])

        #expect(opener.executablePath == directory + "/xdg-open")
    }

    @Test func spawn_addressWithShellCharacters_arrivesAsOneVerbatimArgument() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/record"
        try writeScript(at: script, body: "printf '%s|%s' \"$#\" \"$1\" > \"$0.out\"")
        let opener = XdgOpenURLOpener(executablePath: script)
        let address = try WebAddress("https://example.com/?q=$(touch%20pwned);x&y|z")

        let child = try spawnRetryingBusyText(opener, arguments: [address.text])
        var status: Int32 = 0
        let waited = waitpid(child, &status, 0)

        #expect(waited == child)
        let recorded = try String(contentsOfFile: script + ".out", encoding: .utf8)
        #expect(recorded == "1|https://example.com/?q=$(touch%20pwned);x&y|z")
        #expect(!FileManager.default.fileExists(atPath: directory + "/pwned"))
    }

    @Test func spawn_missingProgram_reportsLaunchFailure() {
        let opener = XdgOpenURLOpener(executablePath: "/nonexistent/xdg-open")

        #expect(throws: URLOpenError.launchFailed(ENOENT)) {
            _ = try opener.spawn(arguments: ["https://example.com"])
        }
    }

    /// Spawns through `opener`, again while the kernel answers ETXTBSY.
    ///
    /// NB: a child another test forks while this test still has the fresh script open for
    /// writing holds that descriptor until it execs; executing the script meanwhile fails with
    /// ETXTBSY (Linux's "text file busy"). That is the test writing its own program, not the
    /// opener, so the test waits the race out, yielding the processor between tries.
    private func spawnRetryingBusyText(
        _ opener: XdgOpenURLOpener, arguments: [String]
    ) throws -> pid_t {
        for _ in 1..<10_000 {
            do {
                return try opener.spawn(arguments: arguments)
            } catch {
                guard error == .launchFailed(ETXTBSY) else { throw error }
                sched_yield()
            }
        }
        return try opener.spawn(arguments: arguments)
    }

    private func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "opener-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func writeScript(at path: String, body: String) throws {
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
}
