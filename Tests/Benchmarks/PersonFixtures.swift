import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain

/// Deterministic directory persons with realistic Korean names and districts.
enum PersonFixtures {
    static let surnames = Array(
        "김이박최정강조윤장임한오서신권황안송류홍전고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용"
    ).map(String.init)
    static let givenSyllables = Array("민서준지현우영수진호성은경훈재동혜원상태정희석철미연주규형광윤하나다빈솔찬결온율").map(
        String.init)
    static let regions: [(String, [String])] = [
        ("서울", ["종로구", "중구", "용산구", "성동구", "광진구", "마포구", "강남구", "송파구", "관악구", "노원구"]),
        ("부산", ["해운대구", "수영구", "동래구", "사하구", "금정구", "부산진구"]),
        ("대구", ["수성구", "달서구", "북구", "달성군"]),
        ("인천", ["연수구", "남동구", "부평구", "계양구"]),
        ("경기", ["수원시", "성남시분당구", "고양시", "용인시", "화성시", "파주시", "김포시"]),
        ("강원", ["춘천시", "원주시", "강릉시"]),
        ("충남", ["천안시", "아산시", "공주시부여군청양군"]),
        ("전북", ["전주시", "군산시김제시부안군", "익산시"]),
        ("경남", ["창원시의창구", "진주시", "김해시", "거제시"]),
        ("제주", ["제주시", "서귀포시"]),
    ]

    /// `count` persons from a fixed seed, ids "P000001"….
    static func make(count: Int, seed: UInt64 = 7) -> [Person] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let name =
                random.pick(surnames) + random.pick(givenSyllables) + random.pick(givenSyllables)
            let (city, districts) = random.pick(regions)
            let district = "\(city) \(random.pick(districts))"
            let phone = Phone(
                kind: .assemblyOffice, label: "사무실",
                number: "02-\(Int.random(in: 1000...9999, using: &random))-"
                    + "\(Int.random(in: 1000...9999, using: &random))")
            return Person(
                id: PersonID(rawValue: "P" + String(index + 1)), rowNumber: index + 3, name: name,
                job: "국회의원", partyID: PartyID(rawValue: Int.random(in: 1...8, using: &random)),
                district: district, phones: [phone])
        }
    }
}
