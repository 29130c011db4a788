import CleanAppsCore
import DirectoryDomain
import DirectoryPresentation
import Testing

/// #15 §3 and §5: a link's short form drops the scheme, `www.` and a bare trailing slash,
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
}
