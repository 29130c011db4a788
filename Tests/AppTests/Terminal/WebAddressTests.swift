import Foundation
import Testing

@testable import TerminalKit

@Suite struct WebAddressTests {
    @Test(arguments: [
        "https://www.gamerpower.com/open/the-witcher-3",
        "http://example.com",
        "HTTPS://EXAMPLE.COM/a?b=c&d=e;f#top",
        "https://example.com/?q=$(touch%20pwned)|x",
        "  https://example.com/padded  ",
    ])
    func init_webAddress_isAccepted(text: String) throws {
        let address = try WebAddress(text)

        #expect(address.text == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        ("javascript:alert(1)", URLOpenError.unsupportedScheme("javascript")),
        ("JavaScript://example.com/%0Aalert(1)", .unsupportedScheme("JavaScript")),
        ("file:///etc/passwd", .unsupportedScheme("file")),
        ("ftp://example.com/x", .unsupportedScheme("ftp")),
        ("data:text/html,hello", .unsupportedScheme("data")),
        ("mailto:someone@example.com", .unsupportedScheme("mailto")),
        ("https://exa mple.com", .unsafeCharacters),
        ("https://example.com/\"onmouseover=x", .unsafeCharacters),
        ("https://example.com/'x'", .unsafeCharacters),
        ("https://example.com/`id`", .unsafeCharacters),
        ("https://example.com\\@evil.example", .unsafeCharacters),
        ("https://example.com/<script>", .unsafeCharacters),
        ("https://example.com/\u{1B}[31m", .unsafeCharacters),
        ("https://example.com/\nSet-Cookie:x", .unsafeCharacters),
        ("https://example.com/\u{202E}", .unsafeCharacters),
        ("https://例え.jp", .unsafeCharacters),
        ("https:///path", .missingHost),
        ("https:path", .missingHost),
        ("https://user@evil.example", .userInfo),
        ("https://bank.example:pw@evil.example/", .userInfo),
        ("//example.com/x", .malformed),
        ("example.com", .malformed),
        ("", .malformed),
        ("https://example.com/" + String(repeating: "a", count: 2_100), .malformed),
    ])
    func init_unsafeAddress_isRefused(text: String, error: URLOpenError) {
        #expect(throws: error) { try WebAddress(text) }
    }

    @Test func message_everyError_isOneSentence() {
        let errors: [URLOpenError] = [
            .malformed, .unsafeCharacters, .unsupportedScheme("file"), .missingHost, .userInfo,
            .openerUnavailable, .launchFailed(2),
        ]

        let messages = errors.map(\.message)

        #expect(messages.allSatisfy { $0.hasSuffix(".") && !$0.contains("\n") })
        #expect(URLOpenError.unsupportedScheme("file").message.contains("\"file:\""))
    }
}
