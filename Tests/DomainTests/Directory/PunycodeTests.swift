import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

/// Korean domains are shown in Unicode, decoded by an own RFC 3492 decoder.
@Suite struct PunycodeTests {
    @Test(arguments: [
        ("3e0b707e", "한국"), ("3e0bv39e", "국회"), ("3e0bs9hfvinn1a", "대한민국"),
        ("bcher-kva", "bücher"), ("abc-", "abc"),
    ])
    func decode_validLabel_givesUnicode(encoded: String, expected: String) {
        #expect(Punycode.decode(encoded) == expected)
    }

    @Test(arguments: ["zzzzzzzzzzzzzzz", "3e0b707e!", "한국", "99999999999999999999"])
    func decode_invalidLabel_isNil(encoded: String) {
        #expect(Punycode.decode(encoded) == nil)
    }

    @Test func displayHost_decodesOnlyXnLabels_keepsBadOnes() {
        #expect(Punycode.displayHost("www.xn--3e0b707e.kr") == "www.한국.kr")
        #expect(Punycode.displayHost("XN--3E0BV39E.xn--3e0b707e") == "국회.한국")
        #expect(Punycode.displayHost("xn--zzzz.example.kr") == "xn--zzzz.example.kr")
        #expect(Punycode.displayHost("assembly.go.kr") == "assembly.go.kr")
    }
}
