import CleanAppsTestSupport
import DirectoryDomain
import Testing

/// `opensAddress`, which the import asks of every link cell, answers as `webURL` does, over
/// generated values of every shape.
@Suite struct ContactLinkUsabilityTests {
    private static let schemes = [
        "", "", "http://", "https://", "HTTPS://", "ftp://", "javascript:", "//",
    ]
    private static let hosts = [
        "a.kr", "blog.example.kr", "m123456", "1.2.3", "-x.kr", "a..kr", "국회.kr", "xn--3e0b707e.kr",
        "a_b.kr", "", "localhost", "a.kr.", "[::1]", "user@a.kr", "ｍ１２３．ｋｒ", "http",
        "http.example.kr", "https.kr", "httpx://a.kr",
    ]
    private static let ports = ["", "", ":80", ":", ":abc", ":123456"]
    private static let paths = [
        "", "/", "/m1", "/a:b", "/%41", "/%zz", "/a b", "/ㄱ", "/(x)", "/a'b", "/a[b]", "/@x",
        "/~u!$*+,;=",
    ]
    private static let queries = ["", "", "?q=1", "?a=b&c=d", "?x?y"]
    private static let fragments = ["", "", "#f", "#a#b", "#/x?y"]
    private static let wraps = ["", "", " ", "\t", "@", "@@"]

    @Test func opensAddress_generatedValues_answersAsWebURL() {
        var random = SeededGenerator(seed: 37)
        for _ in 0..<20_000 {
            let parts = [
                Self.wraps, Self.schemes, Self.hosts, Self.ports, Self.paths, Self.queries,
                Self.fragments, Self.wraps,
            ]
            let value = parts.map { $0.randomElement(using: &random)! }.joined()
            let kind = ContactLink.Kind.allCases.randomElement(using: &random)!
            let link = ContactLink(kind: kind, value: value)

            #expect(link.opensAddress == (link.webURL != nil), "\(kind) \(value.debugDescription)")
        }
    }

    @Test(arguments: ContactLink.Kind.allCases)
    func opensAddress_emptyOrBlank_opensNothing(kind: ContactLink.Kind) {
        #expect(!ContactLink(kind: kind, value: "").opensAddress)
        #expect(!ContactLink(kind: kind, value: " ").opensAddress)
    }
}
