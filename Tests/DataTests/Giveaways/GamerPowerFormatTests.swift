import CleanAppsTestSupport
import Foundation
import Testing

@testable import GiveawaysData

/// What GamerPower's links, platform lists and worths become, edges and refusals included.
@Suite struct GamerPowerFormatTests {
    @Test(
        arguments: [
            ("https://www.gamerpower.com/x", "https://www.gamerpower.com/x"),
            ("http://x.example/a?b=1&c=%20#d", "http://x.example/a?b=1&c=%20#d"),
            ("HTTPS://X.example/A", "HTTPS://X.example/A"),
            ("  https://x.example/a \t", "https://x.example/a"),
            ("\t\thttp://x.example", "http://x.example"),
            ("\u{A0}https://x.example/a\u{3000}", "https://x.example/a"),
            ("https://user@x.example:8080/p", "https://user@x.example:8080/p"),
            ("https://x.example/ü", "https://x.example/%C3%BC"),
            // NB: as Foundation parses it; a no-break space inside is not refused.
            ("https://x.example/\u{A0}a", "https://x.example/%C2%A0a"),
        ])
    func webURL_absoluteHttpWithHost_isKeptTrimmed(text: String, expected: String) {
        #expect(GamerPowerFormat.webURL(text)?.absoluteString == expected)
    }

    @Test(
        arguments: [
            "", " ", "javascript:alert(1)", "file:///etc/passwd", "ftp://x.example/a",
            "https://", "http:x.example", "https:/x.example", "//x.example/a", "x.example/a",
            "https://x.example/a b", "https://x.example/a\nb", "\nhttps://x.example/a",
            "https://x.example/a\r", "https://x.example/\u{7F}", "https://x.example/\u{0}",
            "https://x.example/\"", "https://x.example/'", "https://x.example/<a>",
            "https://x.example/\\", "https://x.example/`", "https://x.example/^",
            "https://x.example/{", "https://x.example/|", "https://x.example/}",
            "https://:80/", "httpx://x.example", "https//x.example",
        ])
    func webURL_anythingElse_isRefused(text: String) {
        #expect(GamerPowerFormat.webURL(text) == nil)
    }

    @Test func webURL_nil_isNil() {
        #expect(GamerPowerFormat.webURL(nil) == nil)
    }

    @Test(
        arguments: [
            ("PC, Steam, Epic Games Store", ["PC", "Steam", "Epic Games Store"]),
            (" PC ,\tSteam\t,, ,Xbox One", ["PC", "Steam", "Xbox One"]),
            ("\u{A0}PC\u{3000}, Steam", ["PC", "Steam"]),
            ("", []), (" , ", []),
        ])
    func platforms_commaList_isTrimmedAndNonEmpty(text: String, expected: [String]) {
        #expect(GamerPowerFormat.platforms(text) == expected)
    }

    @Test(
        arguments: [
            ("$4.99", 499), (" $1,299.00 ", 129_900), ("\t$0.5", 50), ("\u{A0}$3\u{A0}", 300),
            ("N/A", nil), ("$", nil), ("$-1", nil), ("$1.999", nil), ("4.99 USD", nil),
        ] as [(String, Int?)])
    func centsFromWorth_dollarText_isCents(text: String, expected: Int?) {
        #expect(GamerPowerFormat.cents(fromWorth: text) == expected)
    }

    /// A link kept as text is the `absoluteString` of the `URL` the old mapping made, or nil
    /// where it made none; a plain link (no `URL` made) is one `URL(string:)` reads as it
    /// is, with a host. Generated links mix the characters that decide it.
    @Test func webLink_generatedLinks_isTheURLsAbsoluteString() {
        var random = SeededGenerator(seed: 38)
        let starts = [
            "https://", "http://", "HTTPS://", "http:", "https:///", "ftp://", " https://", "",
        ]
        let hosts = ["x.example", "www.gamerpower.com", "a-b.c", "", "-x.y", "x.y.", "例え.jp"]
        let pieces = [
            "/", "a", "Z", "0", "-", ".", "_", "~", "!", "$", "&", "(", ")", "*", "+", ",", ";",
            "=", ":", "@", "?", "#", "%20", "%", "%2", "%zz", "[", "]", " ", "\"", "'", "<", "\\",
            "^", "`", "{", "|", "}", "é", "\u{7F}", "\t", ":8080", "@user",
        ]
        var plain = 0
        for _ in 0..<6_000 {
            let link =
                starts.randomElement(using: &random)! + hosts.randomElement(using: &random)!
                + (0..<Int.random(in: 0...8, using: &random)).map { _ in
                    pieces.randomElement(using: &random)!
                }.joined()

            #expect(
                GamerPowerFormat.webLink(link) == GamerPowerFormat.webURL(link)?.absoluteString,
                "link \(link.debugDescription)")
            let trimmed = GamerPowerFormat.trimmingWhitespaces(link[...])
            if GamerPowerFormat.isPlainWebLink(trimmed) {
                plain += 1
                let url = URL(string: String(trimmed))
                #expect(url?.absoluteString == String(trimmed), "link \(link.debugDescription)")
                #expect(url?.host?.isEmpty == false, "link \(link.debugDescription)")
            }
        }
        #expect(plain > 200)
    }
}
