import Foundation

/// Korean-aware search over persons, with every search key computed once when built.
///
/// A query is normalised (NFC, trimmed, lower-cased) and a person matches a field when any
/// of these holds:
/// - the field contains the query as written (plain substring);
/// - the query is made of consonants only and the field's initial consonants contain it
///   (`ㅎㄱㄷ` finds 홍길동; spaces in the query are ignored). Initials match initials only
///   (`ㄱㅁ` finds 고민철, not 백미광 whose 백 ends in ㄱ); a typed double consonant also
///   matches the pair of singles (`ㅃㄱ` finds 박범계). In a district, initials match from
///   the start of one of its words and stay inside it (`ㅇㅅ` finds 용산구, not 경기 용인시);
/// - the query is Korean with at least one vowel or syllable and the field's letters
///   contain the query's letters, so a half-typed syllable still matches (`홍기`, `홍길ㄷ`).
/// Fields: the name, the district, and in the all scope the party's name too.
/// Non-Korean text in a field never breaks the arithmetic. Results come sorted by name (then
/// identity); an empty query returns everyone. Build it once per data load: a query then
/// only scans flat arrays of code units.
public struct DirectorySearchIndex: Sendable {
    private static let fieldsPerPerson = 9
    private static let wordStart: UInt16 = 0x20
    /// Persons sorted by name.
    private let persons: [Person]
    /// All keys' UTF-16 units back to back; key k spans starts[k]..<starts[k + 1].
    private let storage: [UInt16]
    private let starts: [Int]

    /// Indexes `persons`, with the names of their `parties`.
    public init(persons: [Person], parties: [Party] = []) {
        let partyNames = Dictionary(
            parties.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let sorted = persons.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        var storage: [UInt16] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(sorted.count * Self.fieldsPerPerson + 1)
        for person in sorted {
            let party = person.partyID.flatMap { partyNames[$0] } ?? ""
            for (field, text) in [person.name, person.district ?? "", party].enumerated() {
                let normalized = Self.normalize(text)
                storage.append(contentsOf: normalized.utf16)
                starts.append(storage.count)
                if field == 1 {
                    for word in normalized.split(whereSeparator: \.isWhitespace) {
                        storage.append(Self.wordStart)
                        Hangul.appendInitialConsonants(of: String(word), to: &storage)
                    }
                } else if field == 0 {
                    // NB: a party's initials are not indexed: `ㄱㅁ` would find every
                    // member of 국민의힘.
                    Hangul.appendInitialConsonants(of: normalized, to: &storage)
                }
                starts.append(storage.count)
                Hangul.appendLetters(of: normalized, to: &storage)
                starts.append(storage.count)
            }
        }
        self.persons = sorted
        self.storage = storage
        self.starts = starts
    }

    /// How many persons the index holds.
    public var count: Int { persons.count }

    /// The persons matching `query` in `scope`, sorted by name.
    public func search(_ query: String, scope: SearchScope = .all) -> [Person] {
        let text = Self.normalize(query)
        guard !text.isEmpty else { return persons }
        let plain = Array(text.utf16)
        let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        let isConsonantsOnly = scalars.allSatisfy {
            Hangul.compatibilityConsonants.contains($0.value)
        }
        let isKorean = scalars.allSatisfy {
            Hangul.syllables.contains($0.value) || Hangul.compatibilityJamo.contains($0.value)
        }
        var initials: [[UInt16]] = []
        if isConsonantsOnly {
            var typed: [UInt16] = []
            Hangul.appendInitialConsonants(of: text, to: &typed)
            initials = Hangul.doubleConsonantSpellings(of: typed)
        }
        let wordInitials = initials.map { [Self.wordStart] + $0 }
        var letters: [UInt16] = []
        if isKorean, !isConsonantsOnly { Hangul.appendLetters(of: text, to: &letters) }
        let fields: [Int] =
            switch scope {
            case .all: [0, 3, 6]
            case .name: [0]
            case .district: [3]
            }
        return storage.withUnsafeBufferPointer { keys in
            var found: [Person] = []
            for index in persons.indices {
                let base = index * Self.fieldsPerPerson
                for field in fields {
                    let key = base + field
                    let needles = field == 3 ? wordInitials : initials
                    if contains(keys, key, plain)
                        || needles.contains(where: { contains(keys, key + 1, $0) })
                        || contains(keys, key + 2, letters)
                    {
                        found.append(persons[index])
                        break
                    }
                }
            }
            return found
        }
    }

    @inline(__always)
    private func contains(_ keys: UnsafeBufferPointer<UInt16>, _ key: Int, _ needle: [UInt16])
        -> Bool
    {
        guard let first = needle.first else { return false }
        let start = starts[key]
        let end = starts[key + 1]
        let needleCount = needle.count
        guard end - start >= needleCount else { return false }
        var position = start
        let last = end - needleCount
        while position <= last {
            if keys[position] == first {
                var offset = 1
                while offset < needleCount, keys[position + offset] == needle[offset] {
                    offset += 1
                }
                if offset == needleCount { return true }
            }
            position += 1
        }
        return false
    }

    /// NFC, trimmed of whitespace and newlines, lower-cased.
    static func normalize(_ text: String) -> String {
        if text.isPlainDirectoryText { return text }
        return text.precomposedStringWithCanonicalMapping
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .lowercased()
    }
}
