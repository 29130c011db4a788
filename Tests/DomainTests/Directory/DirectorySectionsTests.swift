import CleanAppsCore
import DirectoryDomain
import Testing

@Suite struct DirectorySectionsTests {
    @Test func byInitialConsonant_foldsDoublesAndHidesEmptySections() {
        let persons = ["홍길동", "김철수", "까치", "박영희", "빵집", "Anne", " 나래"].map {
            DirectoryTestData.person($0)
        }

        let sections = DirectorySections.byInitialConsonant(persons)

        #expect(sections.map(\.title) == ["ㄱ", "ㄴ", "ㅂ", "ㅎ", "#"])
        #expect(sections[0].persons.map(\.name) == ["김철수", "까치"])
        #expect(sections[2].persons.map(\.name) == ["박영희", "빵집"])
        #expect(sections[4].persons.map(\.name) == ["Anne"])
    }

    @Test func byParty_sortsByPartyNameWithUnknownsUnderNoAffiliation() {
        let parties = [
            Party(id: PartyID(rawValue: 1), name: "하늘당"),
            Party(id: PartyID(rawValue: 2), name: "가람당"),
        ]
        let persons = [
            DirectoryTestData.person("나", party: 1), DirectoryTestData.person("다", party: 2),
            DirectoryTestData.person("가", party: 2), DirectoryTestData.person("라", party: 9),
            DirectoryTestData.person("마"),
        ]

        let sections = DirectorySections.byParty(persons, parties: parties)

        #expect(sections.map(\.title) == ["가람당", "소속 없음", "하늘당"])
        #expect(sections.map { $0.persons.map(\.name) } == [["가", "다"], ["라", "마"], ["나"]])
    }

    @Test func byRegion_usesTheDistrictPrefixInFixedOrder() {
        let persons = [
            DirectoryTestData.person("가", district: "경기 광주시갑"),
            DirectoryTestData.person("나", district: "광주 북구을"),
            DirectoryTestData.person("다", district: "비례대표"),
            DirectoryTestData.person("라", district: "세종특별자치시갑"),
            DirectoryTestData.person("마", district: "서울 종로구"),
            DirectoryTestData.person("바", district: "충청북도 청주시"),
            DirectoryTestData.person("사", district: "달나라"),
            DirectoryTestData.person("아"),
        ]

        let sections = DirectorySections.byRegion(persons)

        #expect(sections.map(\.title) == ["서울", "경기", "광주", "세종", "충북", "비례대표", "기타"])
        #expect(sections.last?.persons.map(\.name) == ["사", "아"])
    }

    @Test(arguments: [
        ("서울 은평구을", DirectoryRegion.seoul), ("경기 광주시갑", .gyeonggi), ("광주 동구남구", .gwangju),
        ("세종특별자치시을", .sejong), ("제주 서귀포시", .jeju), ("비례대표 (변경)", .proportional),
        ("전라남도 목포시", .jeonnam), ("경상북도 포항시", .gyeongbuk), ("강원특별자치도 춘천시", .gangwon),
    ])
    func region_district_isDerivedFromItsStart(district: String, expected: DirectoryRegion) {
        #expect(DirectoryRegion.of(district: district) == expected)
    }

    @Test func region_allCases_areTheSeventeenRegionsAndProportional() {
        #expect(DirectoryRegion.allCases.count == 18)
        #expect(DirectoryRegion.of(district: nil) == nil)
        #expect(DirectoryRegion.of(district: "  ") == nil)
    }
}
