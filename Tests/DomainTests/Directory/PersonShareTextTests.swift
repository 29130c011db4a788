import CleanAppsCore
import DirectoryDomain
import Testing

@Suite struct PersonShareTextTests {
    @Test func shareText_fullPerson_hasTheOriginalsFourLines() {
        let person = Person(
            id: PersonID(rawValue: "홍길동"), rowNumber: 1, name: "홍길동", job: "국회의원",
            district: "서울 종로구",
            phones: [
                Phone(kind: .assemblyOffice, label: "국회 사무실1", number: "02-784-2747"),
                Phone(kind: .assemblyOffice, label: "국회 사무실2", number: "02-784-2748"),
            ],
            links: [ContactLink(kind: .email, value: "hong@example.kr")])

        let text = person.shareText(partyName: "가나당")

        #expect(text == "홍길동 (가나당)\n서울 종로구 - 국회의원\n이메일: hong@example.kr\n전화: 02-784-2747")
    }

    @Test func shareText_sparsePerson_leavesOutMissingParts() {
        let person = Person(id: PersonID(rawValue: "김"), rowNumber: 2, name: "김", district: "비례대표")

        let text = person.shareText(partyName: nil)

        #expect(text == "김\n비례대표")
    }
}
