import Foundation

extension Directory {
    /// The person a user means by `text`, as typed on a command line.
    ///
    /// Tried in order: the identity exactly (NFC, trimmed, inner spaces collapsed, so
    /// "홍길동-2" or a decomposed "홍길동" both work); the current row number `no` when
    /// `text` is digits only; the name, when exactly one person has it. Nil otherwise.
    public func person(matching text: String) -> Person? {
        let key = text.precomposedStringWithCanonicalMapping
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !key.isEmpty else { return nil }
        if let person = person(PersonID(rawValue: key)) { return person }
        if key.utf8.count <= 9, key.utf8.allSatisfy({ (48...57).contains($0) }),
            let number = Int(key)
        {
            return persons.first { $0.rowNumber == number }
        }
        let namesakes = persons.filter { PersonIdentityMatcher.nameKey($0.name) == key }
        return namesakes.count == 1 ? namesakes[0] : nil
    }

    /// The party a user means by `text`: its number, or its exact name (NFC, trimmed).
    public func party(matching text: String) -> Party? {
        let key = text.precomposedStringWithCanonicalMapping.trimmedDirectoryText
        if let number = Int(key), let party = party(PartyID(rawValue: number)) { return party }
        let named = parties.filter { $0.name == key }
        return named.count == 1 ? named[0] : nil
    }
}
