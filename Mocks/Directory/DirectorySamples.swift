import CleanAppsCore
import DirectoryDomain

/// A small hand-made directory for view model and screen tests: four lawmakers, two
/// parties, one committee.
public enum DirectorySamples {
    /// 1.2.0, updated "03/27/21".
    public static let info = DirectoryInfo(
        version: SemanticVersion("1.2.0")!, notice: "시험용 자료",
        noticeDate: "03/27/21", patch: "첫 자료")

    /// 가나당 (1) with a main number, homepage, e-mail and twitter; 다라당 (2) bare.
    public static let parties = [
        Party(
            id: PartyID(rawValue: 1), name: "가나당",
            phones: [Phone(kind: .mainNumber, label: "대표번호", number: "02-123-4567")],
            links: [
                ContactLink(kind: .email, value: "party@example.org"),
                ContactLink(kind: .homepage, value: "https://party.example.org"),
                ContactLink(kind: .twitter, value: "@gana"),
            ]),
        Party(id: PartyID(rawValue: 2), name: "다라당"),
    ]

    /// 홍길동 (full contacts), 김철수 (proportional), 강감찬 (no party), 이순신.
    public static let persons = [
        Person(
            id: PersonID(rawValue: "홍길동"), rowNumber: 1, name: "홍길동", job: "국회의원",
            partyID: PartyID(rawValue: 1), district: "서울 종로구",
            phones: [
                Phone(kind: .mobile, label: "휴대폰", number: "010-1234-5678"),
                Phone(kind: .assemblyOffice, label: "국회 사무실1", number: "02-784-2747"),
                Phone(kind: .assemblyOffice, label: "국회 사무실2", number: "02-784-2748"),
            ],
            links: [
                ContactLink(kind: .email, value: "hong@example.org"),
                ContactLink(kind: .homepage, value: "hong.example.org"),
                ContactLink(kind: .twitter, value: "@hong"),
                ContactLink(kind: .blog, value: "javascript:alert(1)"),
            ]),
        Person(
            id: PersonID(rawValue: "김철수"), rowNumber: 2, name: "김철수", job: "국회의원",
            partyID: PartyID(rawValue: 2), district: "비례대표",
            phones: [Phone(kind: .districtOffice, label: "지역구 사무실", number: "051-000-0000")]),
        Person(
            id: PersonID(rawValue: "강감찬"), rowNumber: 3, name: "강감찬", job: "국회의원",
            district: "경기 수원시갑"),
        Person(
            id: PersonID(rawValue: "이순신"), rowNumber: 4, name: "이순신", job: "국회의원",
            partyID: PartyID(rawValue: 1), district: "부산 중구"),
    ]

    /// 교육위원회 with 홍길동 and 이순신.
    public static let committees = [
        Committee(
            id: CommitteeID(group: 1, number: 1), title: "교육위원회", groupName: "상임위원회",
            memberIDs: [PersonID(rawValue: "홍길동"), PersonID(rawValue: "이순신")])
    ]

    /// The sample directory with `favorites`.
    public static func directory(favorites: [String] = []) -> Directory {
        Directory(
            info: info, parties: parties, persons: persons, committees: committees,
            favoriteIDs: favorites.map(PersonID.init(rawValue:)))
    }
}
