import CampaignsDomain
import CleanAppsCore
import CleanAppsTestSupport
import Testing

@Suite struct JarLinkTests {
    @Test(arguments: [
        ("https://send.monobank.ua/jar/7qGfg3jWE9", "7qGfg3jWE9"),
        ("  https://send.monobank.ua/jar/7qGfg3jWE9/  ", "7qGfg3jWE9"),
        ("HTTPS://SEND.MONOBANK.UA/jar/abc_-9", "abc_-9"),
        ("http://send.monobank.ua/jar/abc?utm=1", "abc"),
    ])
    func parse_monobankJarLink_givesJarID(text: String, jarID: String) throws {
        let link = try JarLink.parse(text).get()

        #expect(link.monobankJarID == jarID)
    }

    @Test(arguments: [
        "https://example.com/validjar",
        "https://send.monobank.ua/",
        "https://send.monobank.ua/jar/",
        "https://send.monobank.ua/jar/a/b",
        "https://send.monobank.ua/jar/%2E%2E",
        "https://send.monobank.ua.evil.com/jar/abc",
        "https://monobank.ua/jar/abc",
    ])
    func parse_otherLink_isValidWithoutJarID(text: String) throws {
        let link = try JarLink.parse(text).get()

        #expect(link.monobankJarID == nil)
    }

    @Test(arguments: [
        "", "   ", "invalid-url", "send.monobank.ua/jar/abc", "ftp://example.com/x",
        "javascript:alert(1)", "file:///etc/passwd", "https://", "https://exa mple.com",
        "https://user:pass@send.monobank.ua/jar/abc", "https://example.com/\u{0007}",
        "mailto:someone@example.com",
    ])
    func parse_badLink_isRefused(text: String) {
        #expect(JarLink.parse(text) == .failure(.invalid))
    }

    /// Generated links of exactly the length limit and one byte more (hosts and paths of
    /// letters, digits, percent escapes and punctuation a link may hold): the first is a link,
    /// the second is refused with a sentence naming the limit, not the generic one.
    @Test func parse_atTheLengthLimit_isALink_andOneByteMore_isRefusedNamingTheLimit() {
        var generator = SeededGenerator(seed: 2048)
        let plain = Array("abcXYZ0189-._~/?=&")
        let hosts = ["https://send.monobank.ua/jar/", "http://example.org/", "HTTPS://a.b.ua/"]
        for _ in 0..<200 {
            let host = hosts.randomElement(using: &generator)!
            var link = host
            while link.utf8.count < JarLink.maximumLength {
                let left = JarLink.maximumLength - link.utf8.count
                link +=
                    left >= 3 && Bool.random(using: &generator)
                    ? "%D0" : String(plain.randomElement(using: &generator)!)
            }
            let past = link + "a"

            #expect(link.utf8.count == JarLink.maximumLength)
            #expect((try? JarLink.parse(link).get()) != nil, "\(link.prefix(60))")
            guard case .failure(let error) = JarLink.parse(past) else {
                Issue.record("a link of \(past.utf8.count) bytes was accepted")
                continue
            }
            #expect(error.message.contains("2048"), "\(error.message)")
        }
    }

    @Test(arguments: [
        ("7qGfg3jWE9", true), ("a-b_c", true), ("", false), ("../x", false), ("a/b", false),
        ("a b", false), ("ї", false), (String(repeating: "a", count: 65), false),
    ])
    func isSafeJarID_checksCharactersAndLength(id: String, isSafe: Bool) {
        #expect(JarLink.isSafeJarID(id) == isSafe)
    }
}
