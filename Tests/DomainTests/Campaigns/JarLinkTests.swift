import CampaignsDomain
import CleanAppsCore
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
        "mailto:someone@example.com", "https://" + String(repeating: "a", count: 2100) + ".com",
    ])
    func parse_badLink_isRefused(text: String) {
        #expect(JarLink.parse(text) == .failure(.invalid))
    }

    @Test(arguments: [
        ("7qGfg3jWE9", true), ("a-b_c", true), ("", false), ("../x", false), ("a/b", false),
        ("a b", false), ("ї", false), (String(repeating: "a", count: 65), false),
    ])
    func isSafeJarID_checksCharactersAndLength(id: String, isSafe: Bool) {
        #expect(JarLink.isSafeJarID(id) == isSafe)
    }
}
