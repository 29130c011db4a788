import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `--to` with header injection or other hostile text is refused before anything is written,
/// by the `email` command and by the screens, with one printable message and exit 65.
@MainActor
@Suite struct EmailRecipientTests {
    nonisolated static let hostile = [
        "team@example.com\r\nBcc: evil@example.com", "team@example.com\nBcc: evil@example.com",
        "team@example.com\u{0}", "Team <team@example.com> <evil@example.com>",
        "\"a b\"@example.com", "team@example.com, evil@example.com",
        "Team <team@example.com>, Evil <evil@example.com>",
        "=?utf-8?B?ZXZpbA==?= <team@example.com>", "Team\r\n <team@example.com>",
        "team@exa\u{202E}mple.com", "team@example.com\u{2028}",
    ]

    @Test(arguments: hostile)
    func email_hostileRecipient_isRefusedWithOneMessageAndNothingWritten(to: String) async throws {
        let harness = try MarketingHarness()
        let out = harness.directory.appending("x.eml")

        let (command, commandCode) = await harness.run(
            ["marketing", "email", "--select", "SEO:1", "--to", to, "--out", out.path])
        let (screens, screensCode) = await harness.run(["marketing", "--to", to])

        #expect(commandCode == .dataError)
        #expect(screensCode == .dataError)
        for errors in [command.errorOutput, screens.errorOutput] {
            #expect(errors.split(separator: "\n").count == 1, "\(errors.debugDescription)")
            #expect(errors.contains("is not an e-mail address like name@example.com"))
            #expect(!errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(harness.emlFiles.isEmpty)
    }
}

/// `--to` with a display name or an internationalised address is accepted.
@MainActor
@Suite struct EmailNamedRecipientTests {
    @Test(arguments: ["Team <team@example.com>", "jürgen@bücher.example"])
    func email_namedOrInternationalRecipient_writesTheMessage(to: String) async throws {
        let harness = try MarketingHarness()
        let out = harness.directory.appending("x.eml")

        let (_, code) = await harness.run(
            ["marketing", "email", "--select", "SEO:1", "--to", to, "--out", out.path])

        #expect(code == .ok)
        #expect(FileManager.default.fileExists(atPath: out.path))
    }
}
