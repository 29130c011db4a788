/// Groups persons into the directory's three list layouts. Empty sections are left out and
/// persons inside a section are sorted by name.
public enum DirectorySections {
    /// The title of the section for names that do not start with a Korean syllable.
    public static let otherTitle = "#"
    /// The title of the party section for persons without a (known) party.
    public static let noPartyTitle = "소속 없음"
    /// The title of the region section for districts no region matches.
    public static let otherRegionTitle = "기타"

    /// Sections ㄱ…ㅎ by the name's first initial consonant, doubles folded (ㄲ → ㄱ);
    /// other names go last, under ``otherTitle``.
    public static func byInitialConsonant(_ persons: [Person]) -> [PersonSection] {
        var groups: [String: [Person]] = [:]
        for person in persons {
            let first = person.name.trimmingPrefix(while: \.isWhitespace).first
            let title =
                first.flatMap(Hangul.initialConsonant(of:)).map(Hangul.foldingDouble)
                .map(String.init) ?? otherTitle
            groups[title, default: []].append(person)
        }
        let order = Hangul.sectionConsonants.map(String.init) + [otherTitle]
        return sections(order: order, groups: groups)
    }

    /// Sections by party name, sorted by name; persons without a known party go under
    /// ``noPartyTitle``.
    public static func byParty(_ persons: [Person], parties: [Party]) -> [PersonSection] {
        let names = Dictionary(parties.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        var groups: [String: [Person]] = [:]
        for person in persons {
            let title = person.partyID.flatMap { names[$0] } ?? noPartyTitle
            groups[title, default: []].append(person)
        }
        return sections(order: groups.keys.sorted(), groups: groups)
    }

    /// Sections by region in ``DirectoryRegion`` order, then ``otherRegionTitle``.
    public static func byRegion(_ persons: [Person]) -> [PersonSection] {
        var groups: [String: [Person]] = [:]
        for person in persons {
            let title = DirectoryRegion.of(district: person.district)?.title ?? otherRegionTitle
            groups[title, default: []].append(person)
        }
        let order = DirectoryRegion.allCases.map(\.title) + [otherRegionTitle]
        return sections(order: order, groups: groups)
    }

    private static func sections(order: [String], groups: [String: [Person]]) -> [PersonSection] {
        order.compactMap { title in
            guard let members = groups[title], !members.isEmpty else { return nil }
            return PersonSection(
                title: title, persons: members.sorted { ($0.name, $0.id) < ($1.name, $1.id) })
        }
    }
}
