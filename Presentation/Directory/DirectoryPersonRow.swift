import DirectoryDomain
import Foundation

/// One lawmaker in a list, display-ready.
public struct DirectoryPersonRow: Equatable, Identifiable, Sendable {
    /// The lawmaker's identity, for opening the details.
    public var id: PersonID
    /// The name.
    public var name: String
    /// The party name, or "소속 없음" (no affiliation).
    public var party: String
    /// The district, or "" when none is given.
    public var district: String
    /// Whether the lawmaker is a favourite.
    public var isFavorite: Bool

    /// Creates a row.
    public init(id: PersonID, name: String, party: String, district: String, isFavorite: Bool) {
        self.id = id
        self.name = name
        self.party = party
        self.district = district
        self.isFavorite = isFavorite
    }

    /// The row for `person` in `directory`.
    public init(_ person: Person, in directory: Directory) {
        self.init(
            id: person.id, name: person.name,
            party: person.partyID.flatMap { directory.party($0)?.name }
                ?? DirectorySections.noPartyTitle,
            district: person.district ?? "", isFavorite: directory.isFavorite(person.id))
    }
}

/// A titled group of rows: a consonant, a party or a region.
public struct DirectoryRowSection: Equatable, Sendable {
    /// The section title.
    public var title: String
    /// The rows, sorted by name.
    public var rows: [DirectoryPersonRow]

    /// Creates a section.
    public init(title: String, rows: [DirectoryPersonRow]) {
        self.title = title
        self.rows = rows
    }
}
