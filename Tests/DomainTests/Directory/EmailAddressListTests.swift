import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Testing

@Suite struct EmailAddressListTests {
    /// Addresses of the shapes real cells hold: plain, dotted, plus-tagged, Unicode domain,
    /// full-width forms typed in a Korean input mode, `%` and `&` in the local part.
    private static let addresses = [
        "hong@na.go.kr", "kim.cheolsu@assembly.example.kr", "lee+office@example.org",
        "park@국회.kr", "ｍｅ＠ａｓｓｅｍｂｌｙ．ｋｒ", "a%b@example.kr", "q&a@example.kr",
        "x_y-z@sub.domain.example.com",
    ]
    /// Values that are not addresses (each one value between separators).
    private static let junk = [
        "없음", "see the office", "hong at na.go.kr", "@na.go.kr", "hong@", "a@b@c.kr",
        "x@y.kr?subject=hi", "http://na.go.kr", "hong@localhost", "\"q\"@x.kr",
    ]
    private static let separators = [",", ", ", ";", "; ", "\n", " ,\n", "，", "；", "、", "\r\n"]

    @Test func parse_generatedCells_keepEveryAddressAndRejectEveryOtherValueOnce() {
        var random = SeededGenerator(seed: 37)
        for _ in 0..<500 {
            var values: [(written: String, text: String, isAddress: Bool)] = []
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let isAddress = Bool.random(using: &random)
                let text = (isAddress ? Self.addresses : Self.junk).randomElement(using: &random)!
                var written = text
                if isAddress {
                    let wrappers = ["", "", "<@>", "mailto:@", "MailTo:@"]
                    let wrapper = wrappers.randomElement(using: &random)!
                    if !wrapper.isEmpty {
                        written = wrapper.replacingOccurrences(of: "@", with: text)
                    }
                }
                values.append((written, text, isAddress))
            }
            let cell = values.map(\.written).reduce("") { cell, value in
                cell.isEmpty ? value : cell + Self.separators.randomElement(using: &random)! + value
            }

            let parsed = EmailAddressList.parse(cell)

            let expected = values.filter(\.isAddress).map(\.text)
            #expect(parsed.addresses == expected, "\(cell.debugDescription)")
            #expect(
                parsed.rejected == values.filter { !$0.isAddress }.map(\.text),
                "\(cell.debugDescription)")
        }
    }

    @Test func parse_spacesBetweenAddresses_separateThem() {
        let parsed = EmailAddressList.parse(
            " hong@na.go.kr  kim@na.go.kr\u{3000}mailto:lee@na.go.kr ")

        #expect(parsed.addresses == ["hong@na.go.kr", "kim@na.go.kr", "lee@na.go.kr"])
        #expect(parsed.rejected.isEmpty)
    }

    @Test func parse_nameBeforeAnAddress_isRejectedAndTheAddressKept() {
        let parsed = EmailAddressList.parse("홍길동 <hong@na.go.kr>")

        #expect(parsed.addresses == ["hong@na.go.kr"])
        #expect(parsed.rejected == ["홍길동"])
    }

    @Test func mailto_severalAddresses_givesOneLinkToAllEncoded() throws {
        let links =
            ["hong@na.go.kr", "a%b@example.kr", "park@국회.kr", "없음", "q&a@example.kr"]
            .map { ContactLink(kind: .email, value: $0) } + [
                ContactLink(kind: .homepage, value: "x.kr")
            ]

        let url = try #require(ContactLink.mailto(links))

        #expect(
            url.absoluteString
                == "mailto:hong@na.go.kr,a%25b@example.kr,park@%EA%B5%AD%ED%9A%8C.kr,q%26a@example.kr"
        )
        let recipients = String(url.absoluteString.dropFirst("mailto:".count))
            .split(separator: ",").map { $0.removingPercentEncoding }
        #expect(recipients == ["hong@na.go.kr", "a%b@example.kr", "park@국회.kr", "q&a@example.kr"])
    }

    @Test func mailto_noUsableAddress_isNil() {
        #expect(ContactLink.mailto([ContactLink(kind: .email, value: "없음")]) == nil)
        #expect(ContactLink.mailto([]) == nil)
    }

    @Test func emails_person_listsEveryAddressPrimaryFirst() {
        let person = Person(
            id: PersonID(rawValue: "가"), rowNumber: 1, name: "가",
            links: [
                ContactLink(kind: .homepage, value: "x.kr"),
                ContactLink(kind: .email, value: "a@x.kr"),
                ContactLink(kind: .email, value: "b@x.kr"),
            ])

        #expect(person.emails == ["a@x.kr", "b@x.kr"])
        #expect(person.email == "a@x.kr")
        #expect(person.shareText(partyName: nil) == "가\n이메일: a@x.kr, b@x.kr")
    }
}
