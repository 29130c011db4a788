import DirectoryDomain
import DirectoryPresentation
import Testing

/// A lawmaker's or party's several e-mail addresses: one 메세지 row listing them all with one
/// `mailto:` to all, and one row per address.
@Suite struct DirectoryEmailRowsTests {
    private let links = [
        ContactLink(kind: .email, value: "hong@na.go.kr"),
        ContactLink(kind: .homepage, value: "hong.kr"),
        ContactLink(kind: .email, value: "kim@na.go.kr"),
    ]

    @Test func personDetails_twoAddresses_showsBothAndLinksToBoth() {
        let person = Person(
            id: PersonID(rawValue: "홍길동"), rowNumber: 1, name: "홍길동", links: links)

        let details = PersonDetails(
            person, in: Directory(info: DirectoryInfo(version: .unknown), persons: [person]))

        #expect(
            details.messages == [
                DirectoryMessageRow(
                    label: "이메일", value: "hong@na.go.kr, kim@na.go.kr",
                    uri: "mailto:hong@na.go.kr,kim@na.go.kr")
            ])
        #expect(
            details.emails == [
                DirectoryMessageRow(
                    label: "이메일", value: "hong@na.go.kr", uri: "mailto:hong@na.go.kr"),
                DirectoryMessageRow(
                    label: "이메일", value: "kim@na.go.kr", uri: "mailto:kim@na.go.kr"),
            ])
        #expect(details.links.map(\.label) == ["홈페이지"])
    }

    @Test func partyDetails_twoAddresses_showsBothAndLinksToBoth() {
        let party = Party(id: PartyID(rawValue: 1), name: "가나당", links: links)

        let details = PartyDetails(
            party, in: Directory(info: DirectoryInfo(version: .unknown), parties: [party]))

        #expect(details.email?.uri == "mailto:hong@na.go.kr,kim@na.go.kr")
        #expect(details.emails.map(\.value) == ["hong@na.go.kr", "kim@na.go.kr"])
    }

    @Test func emailRow_noUsableAddress_keepsTheTextWithoutALink() {
        let row = DirectoryMessageRow.email(for: [ContactLink(kind: .email, value: "없음")])

        #expect(row == DirectoryMessageRow(label: "이메일", value: "없음", uri: nil))
    }
}
