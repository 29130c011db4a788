import CleanAppsCore
import DirectoryDomain
import DirectoryPresentation
import Testing

/// A link's short form drops the scheme, `www.` and a bare trailing slash,
/// and shows a Korean domain in Unicode while the ASCII address stays what is opened.
@Suite struct DirectoryLinkDisplayTests {
    @Test(arguments: [
        ("https://www.xn--3e0b707e.kr/", "한국.kr"),
        ("http://xn--3e0bv39e.xn--3e0b707e/의원/1?a=b", "국회.한국/의원/1?a=b"),
        ("https://blog.example.kr/m123", "blog.example.kr/m123"),
        ("not a url", "not a url"),
    ])
    func text_address_isTheShortForm(address: String, expected: String) {
        #expect(DirectoryLinkDisplay.text(address) == expected)
    }

    @Test func rows_koreanDomain_displayUnicodeOpenASCII() {
        let rows = DirectoryLinkRow.rows(for: [
            ContactLink(kind: .homepage, value: "https://xn--3e0b707e.kr")
        ])

        #expect(rows.map(\.display) == ["한국.kr"])
        #expect(rows.map(\.webURL) == ["https://xn--3e0b707e.kr"])
    }

    @Test(arguments: [
        ("https://www.youtube.com/%EC%98%A4%EB%A5%B8%EC%AA%BD", "youtube.com/오른쪽"),
        ("https://x.kr/a%20b%2Fc", "x.kr/a%20b%2Fc"),
        ("https://x.kr/%E2%80%AEevil", "x.kr/%E2%80%AEevil"),
        ("https://x.kr/%C2%85x", "x.kr/%C2%85x"),
        ("https://x.kr/%FF%FE", "x.kr/%FF%FE"),
        ("https://x.kr/%EC%98", "x.kr/%EC%98"),
        ("https://x.kr/?q=%ED%95%9C", "x.kr/?q=한"),
    ])
    func text_percentEncodedPath_showsDecodedTextOnlyWhenItIsVisible(
        address: String, expected: String
    ) {
        #expect(DirectoryLinkDisplay.text(address) == expected)
    }

    @Test func rows_percentEncodedLink_displaysDecodedOpensEncoded() {
        let encoded = "https://www.youtube.com/%EC%98%A4%EB%A5%B8%EC%AA%BD"

        let rows = DirectoryLinkRow.rows(for: [ContactLink(kind: .youtube, value: encoded)])

        #expect(rows.map(\.display) == ["youtube.com/오른쪽"])
        #expect(rows.map(\.webURL) == [encoded])
    }

    @Test(arguments: ["https:/youtube.com/x", "http:/x.kr", "https:youtube.com", "https:///x.kr"])
    func rows_schemeWithoutTwoSlashes_isFlaggedBroken(value: String) {
        let rows = DirectoryLinkRow.rows(for: [ContactLink(kind: .youtube, value: value)])

        #expect(rows.map(\.webURL) == [nil])
        #expect(rows.first?.display.contains("broken address") == true, "\(rows)")
    }
}
