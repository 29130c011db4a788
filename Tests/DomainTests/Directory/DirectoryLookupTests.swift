import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

@Suite struct DirectoryLookupTests {
    private var directory: Directory {
        var directory = DirectorySamples.directory()
        directory.persons.append(
            Person(id: PersonID(rawValue: "홍길동-2"), rowNumber: 5, name: "홍길동"))
        directory.persons.append(
            Person(id: PersonID(rawValue: "남궁 민"), rowNumber: 6, name: "남궁 민"))
        return directory
    }

    @Test(
        arguments: [
            ("홍길동", "홍길동"), ("홍길동-2", "홍길동-2"), ("4", "이순신"), (" 이순신 ", "이순신"),
            ("남궁   민", "남궁 민"), ("\u{1100}\u{1173}\u{11A8}", nil), ("99", nil), ("", nil),
            ("-1", nil),
        ] as [(String, String?)])
    func personMatching_findsByIdentityRowNumberOrUniqueName(text: String, expected: String?) {
        #expect(directory.person(matching: text)?.id.rawValue == expected)
    }

    @Test func personMatching_decomposedHangul_isNormalised() {
        let decomposed = "이순신".decomposedStringWithCanonicalMapping

        #expect(directory.person(matching: decomposed)?.id.rawValue == "이순신")
    }

    @Test func partyMatching_byNumberOrName() {
        #expect(directory.party(matching: "2")?.name == "다라당")
        #expect(directory.party(matching: "가나당")?.id == PartyID(rawValue: 1))
        #expect(directory.party(matching: "없는당") == nil)
    }
}
