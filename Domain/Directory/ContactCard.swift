import Foundation

/// One lawmaker as an address book holds them: what `directory export` writes.
///
/// Values are the directory's text as it is (untrusted: each file format escapes it); web
/// addresses are only those ``ContactLink/webURL`` accepts (`http`, `https`).
public struct ContactCard: Equatable, Sendable {
    /// The name as the directory writes it ("홍길동").
    public var name: String
    /// The family name and the given names, split as Korean names are written (a two
    /// syllable family name such as 남궁 when the name has four syllables or starts with
    /// one), or the last word as family name for other scripts.
    public var familyName: String
    /// The given names (everything but ``familyName``).
    public var givenName: String
    /// The party's name, nil for none.
    public var organisation: String?
    /// The job title, usually "국회의원".
    public var title: String?
    /// The district ("경기 안양시만안구", "비례대표").
    public var district: String?
    /// Every phone number with its kind, in the directory's order.
    public var phones: [Phone]
    /// Every e-mail address, primary first.
    public var emails: [String]
    /// Every web address (homepage, blog, social accounts), in the directory's order.
    public var urls: [String]

    /// Creates a card.
    public init(
        name: String, familyName: String, givenName: String, organisation: String? = nil,
        title: String? = nil, district: String? = nil, phones: [Phone] = [],
        emails: [String] = [], urls: [String] = []
    ) {
        self.name = name
        self.familyName = familyName
        self.givenName = givenName
        self.organisation = organisation
        self.title = title
        self.district = district
        self.phones = phones
        self.emails = emails
        self.urls = urls
    }

    /// The card of `person`, with the name of their party in `directory`.
    public init(_ person: Person, in directory: Directory) {
        let (family, given) = Self.split(person.name)
        self.init(
            name: person.name, familyName: family, givenName: given,
            organisation: person.partyID.flatMap { directory.party($0)?.name },
            title: person.job.flatMap { $0.isEmpty ? nil : $0 },
            district: person.district.flatMap { $0.isEmpty ? nil : $0 }, phones: person.phones,
            emails: person.emails,
            urls: person.links.filter { $0.kind != .email }.compactMap { $0.webURL?.absoluteString }
        )
    }

    /// Korean family names of two syllables.
    static let twoSyllableFamilyNames: Set<String> = [
        "남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방", "어금", "망절",
    ]

    /// (family, given) of `name`.
    static func split(_ name: String) -> (String, String) {
        let trimmed = name.trimmedDirectoryText
        let isHangul = trimmed.unicodeScalars.allSatisfy { Hangul.syllables.contains($0.value) }
        if isHangul, trimmed.count >= 2 {
            let two = String(trimmed.prefix(2))
            let familyLength =
                trimmed.count >= 3 && (trimmed.count == 4 || twoSyllableFamilyNames.contains(two))
                ? 2 : 1
            return (String(trimmed.prefix(familyLength)), String(trimmed.dropFirst(familyLength)))
        }
        let words = trimmed.split(whereSeparator: \.isWhitespace)
        guard words.count > 1, let last = words.last else { return (trimmed, "") }
        return (String(last), words.dropLast().joined(separator: " "))
    }
}
