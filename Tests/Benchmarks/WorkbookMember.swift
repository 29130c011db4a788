import CleanAppsTestSupport

/// An invented member of the assembly: one `congressman` row of the fixture workbook.
///
/// Names, districts and contacts look like the real directory's (Korean names, districts
/// such as "서울 강남구갑", `02-784-` office numbers with ranges and second numbers), but
/// every person, number and address is made up (`example.kr`).
struct WorkbookMember {
    var name: String
    /// "비례대표" (proportional list) or region, district and an optional 갑/을/병.
    var district: String
    /// The party's `no` in the `groups` sheet (1-based).
    var party: Int
    var assemblyPhone: String
    var districtPhone: String?
    var email: String?
    var twitter: String?
    var facebook: String?
    var instagram: String?
    var youtube: String?
    var homepage: String?
    var blog: String?

    /// Invented party names, in `groups` order.
    static let parties = [
        "미래연합당", "새희망당", "국민통합당", "정의미래당", "녹색평화당", "시민개혁당", "진보연대", "무소속",
    ]

    /// The assembly's standing committees.
    static let committees = [
        "국회운영위원회", "법제사법위원회", "정무위원회", "기획재정위원회", "교육위원회", "과학기술정보방송통신위원회",
        "외교통일위원회", "국방위원회", "행정안전위원회", "문화체육관광위원회", "농림축산식품해양수산위원회",
        "산업통상자원중소벤처기업위원회", "보건복지위원회", "환경노동위원회", "국토교통위원회", "정보위원회", "여성가족위원회",
    ]

    private static let areaCodes = [
        "031", "032", "033", "041", "042", "043", "044", "051", "052", "053", "054", "055",
        "061", "062", "063", "064",
    ]
    private static let districtSuffixes = ["", "", "갑", "을", "병"]

    /// `count` members with distinct names, drawn from `random`: three-syllable names while
    /// at most half of them are taken, then four-syllable ones (a 300,000-person workbook
    /// needs more names than three syllables give; smaller workbooks stay as they were).
    static func make(count: Int, using random: inout SeededGenerator) -> [WorkbookMember] {
        let syllables = PersonFixtures.givenSyllables
        let threeSyllableNames = PersonFixtures.surnames.count * syllables.count * syllables.count
        precondition(
            count <= threeSyllableNames * (syllables.count + 1) / 2,
            "too few distinct names for \(count) members")
        var used: Set<String> = []
        var members: [WorkbookMember] = []
        members.reserveCapacity(count)
        while members.count < count {
            var name =
                random.pick(PersonFixtures.surnames) + random.pick(syllables)
                + random.pick(syllables)
            if members.count >= threeSyllableNames / 2 { name += random.pick(syllables) }
            guard used.insert(name).inserted else { continue }
            members.append(member(named: name, number: members.count + 1, using: &random))
        }
        return members
    }

    private static func member(named name: String, number: Int, using random: inout SeededGenerator)
        -> WorkbookMember
    {
        let handle = "m\(Int.random(in: 100_000...999_999, using: &random))"
        return WorkbookMember(
            name: name, district: district(using: &random),
            party: Int.random(in: 1...parties.count, using: &random),
            assemblyPhone: assemblyPhone(using: &random),
            districtPhone: random.chance(percent: 60)
                ? "\(random.pick(areaCodes))-\(Int.random(in: 200...999, using: &random))-"
                    + "\(Int.random(in: 1000...9999, using: &random))" : nil,
            email: random.chance(percent: 90) ? "member\(number)@assembly.example.kr" : nil,
            twitter: random.chance(percent: 40) ? handle : nil,
            facebook: random.chance(percent: 70)
                ? String(Int.random(in: 100_000_000_000_000...999_999_999_999_999, using: &random))
                : nil,
            instagram: random.chance(percent: 50) ? handle : nil,
            youtube: random.chance(percent: 40) ? "https://www.youtube.com/@\(handle)" : nil,
            homepage: random.chance(percent: 30) ? "https://\(handle).example.kr" : nil,
            blog: random.chance(percent: 50) ? "https://blog.example.kr/\(handle)" : nil)
    }

    private static func district(using random: inout SeededGenerator) -> String {
        guard !random.chance(percent: 15) else { return "비례대표" }
        let (region, districts) = random.pick(PersonFixtures.regions)
        return "\(region) \(random.pick(districts))\(random.pick(districtSuffixes))"
    }

    /// An `02-784-` number; one in ten a range (`02-784-2747~9`), one in ten with a second
    /// number after a comma.
    private static func assemblyPhone(using random: inout SeededGenerator) -> String {
        let line = Int.random(in: 1000...8999, using: &random)
        let phone = "02-784-\(line)"
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where line % 10 < 9:
            return phone + "~\(min(9, line % 10 + Int.random(in: 1...2, using: &random)))"
        case 1:
            return phone + ", 02-788-\(Int.random(in: 1000...9999, using: &random))"
        default:
            return phone
        }
    }
}
