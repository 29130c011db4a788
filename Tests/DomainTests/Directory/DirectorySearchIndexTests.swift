import CleanAppsCore
import DirectoryDomain
import Testing

@Suite struct DirectorySearchIndexTests {
    private let index = DirectorySearchIndex(persons: [
        DirectoryTestData.person("홍길동", district: "서울 종로구"),
        DirectoryTestData.person("홍길순", district: "경기 안양시만안구"),
        DirectoryTestData.person("김과장", district: "경기 광주시갑"),
        DirectoryTestData.person("꽃님이", district: "비례대표"),
        DirectoryTestData.person("박닭", district: "세종특별자치시갑"),
        DirectoryTestData.person("John Kim", district: "서울 강남구을"),
        DirectoryTestData.person("이\u{D7A4}상", district: nil),
    ])

    @Test(arguments: [
        ("홍길동", ["홍길동"]),
        ("길", ["홍길동", "홍길순"]),
        ("ㅎㄱㄷ", ["홍길동"]),
        ("ㅎㄱ", ["홍길동", "홍길순"]),
        ("ㄲㄴ", ["꽃님이"]),
        ("홍기", ["홍길동", "홍길순"]),
        ("홍길ㄷ", ["홍길동"]),
        ("홍길도", ["홍길동"]),
        ("고", ["김과장"]),
        ("박달", ["박닭"]),
        ("홍 길동", ["홍길동"]),
        ("  홍길동\t", ["홍길동"]),
        ("john", ["John Kim"]),
        ("KIM", ["John Kim"]),
        ("없는사람", []),
        ("ㅋ", []),
        ("\u{D7A4}", ["이\u{D7A4}상"]),
    ])
    func search_nameScope_findsWhatAKoreanUserExpects(query: String, expected: [String]) {
        let names = index.search(query, scope: .name).map(\.name)

        #expect(names == expected)
    }

    @Test(arguments: [
        ("안양", ["홍길순"]),
        ("ㅇㅇㅅ", ["홍길순"]),
        ("경기안양", ["홍길순"]),
        ("광주", ["김과장"]),
        ("비례", ["꽃님이"]),
        ("서울", ["John Kim", "홍길동"]),
        ("홍", []),
    ])
    func search_districtScope_matchesDistrictOnly(query: String, expected: [String]) {
        let names = index.search(query, scope: .district).map(\.name)

        #expect(names == expected)
    }

    @Test func search_allScope_matchesNameOrDistrict() {
        let names = index.search("ㅅ", scope: .all).map(\.name)

        #expect(names == ["John Kim", "박닭", "이\u{D7A4}상", "홍길동", "홍길순"])
    }

    private let realNames = DirectorySearchIndex(
        persons: [
            DirectoryTestData.person("고민철", party: 1, district: "서울 용산구"),
            DirectoryTestData.person("백미광", party: 2, district: "경기 용인시갑"),
            DirectoryTestData.person("박범계", party: 1, district: "대전 서구을"),
            DirectoryTestData.person("정점식", party: 2, district: "경남 통영시고성군"),
            DirectoryTestData.person("김기현", party: 1, district: "울산 남구을"),
            DirectoryTestData.person("빼빼로", party: 2, district: "비례대표"),
        ],
        parties: [
            Party(id: PartyID(rawValue: 1), name: "국민의힘"),
            Party(id: PartyID(rawValue: 2), name: "무소속"),
        ])

    @Test(arguments: [
        ("ㄱㅁ", ["고민철"]),
        ("ㅃㄱ", ["박범계"]),
        ("ㅂㅂㄱ", ["박범계"]),
        ("ㅉㅅ", ["정점식"]),
        ("ㄲㅎ", ["김기현"]),
        ("ㅃㅃ", ["빼빼로"]),
    ])
    func search_initialConsonants_matchInitialsOnlyAndDoublesAsPairs(
        query: String, expected: [String]
    ) {
        for scope in [SearchScope.name, .all] {
            #expect(realNames.search(query, scope: scope).map(\.name) == expected)
        }
    }

    @Test(arguments: [
        ("ㅇㅅ", ["고민철", "김기현"]),
        ("ㅇㅇ", ["백미광"]),
        ("ㅅㅇ", ["고민철"]),
        ("ㄱㅅ", []),
        ("ㅅㄱ", ["박범계"]),
    ])
    func search_districtInitials_startAtAWordAndStayInside(query: String, expected: [String]) {
        let names = realNames.search(query, scope: .district).map(\.name)

        #expect(names == expected)
    }

    @Test(arguments: [
        ("국민의힘", ["고민철", "박범계", "김기현"]),
        ("무소속", ["백미광", "정점식", "빼빼로"]),
    ])
    func search_partyName_isFoundInTheAllScopeOnly(query: String, expected: [String]) {
        let all = realNames.search(query, scope: .all).map(\.name)
        let names = realNames.search(query, scope: .name).map(\.name)

        #expect(all == expected.sorted())
        #expect(names.isEmpty)
    }

    @Test func search_decomposedQuery_isNormalisedToComposed() {
        let decomposed = "\u{1112}\u{1169}\u{11BC}\u{1100}\u{1175}\u{11AF}"  // 홍길 in NFD

        let names = index.search(decomposed, scope: .name).map(\.name)

        #expect(names == ["홍길동", "홍길순"])
    }

    @Test(arguments: ["", "   ", "\n"])
    func search_emptyQuery_returnsEveryoneByName(query: String) {
        let names = index.search(query).map(\.name)

        #expect(names == ["John Kim", "김과장", "꽃님이", "박닭", "이\u{D7A4}상", "홍길동", "홍길순"])
    }

    @Test func search_mixedLatinAndKorean_doesNotFallBackToLetters() {
        let names = index.search("홍a").map(\.name)

        #expect(names.isEmpty)
    }

    @Test func search_manyPersons_findsByInitialsAmongThem() {
        let persons =
            (0..<5000).map { DirectoryTestData.person("가나\($0)", id: "p\($0)") }
            + [DirectoryTestData.person("하마", id: "target")]
        let big = DirectorySearchIndex(persons: persons)

        let found = big.search("ㅎㅁ")

        #expect(big.count == 5001)
        #expect(found.map(\.id.rawValue) == ["target"])
    }
}
