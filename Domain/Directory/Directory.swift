/// The whole lawmakers directory as stored: info, parties, persons, committees, favourites.
public struct Directory: Equatable, Sendable {
    /// The workbook info the data came from.
    public var info: DirectoryInfo
    /// Parties by number.
    public var parties: [Party]
    /// Persons in workbook row order.
    public var persons: [Person]
    /// Committees by identity.
    public var committees: [Committee]
    /// The user's favourites, oldest first.
    public var favoriteIDs: [PersonID]
    /// Where the data came from (the bundled workbook or a user's file).
    public var source: DirectorySource

    /// Creates a directory.
    public init(
        info: DirectoryInfo, parties: [Party] = [], persons: [Person] = [],
        committees: [Committee] = [], favoriteIDs: [PersonID] = [],
        source: DirectorySource = .unknown
    ) {
        self.info = info
        self.parties = parties
        self.persons = persons
        self.committees = committees
        self.favoriteIDs = favoriteIDs
        self.source = source
    }

    /// The person with this identity.
    public func person(_ id: PersonID) -> Person? { persons.first { $0.id == id } }

    /// The party with this number.
    public func party(_ id: PartyID) -> Party? { parties.first { $0.id == id } }

    /// The members of a party, by name.
    public func members(of party: PartyID) -> [Person] {
        persons.filter { $0.partyID == party }.sorted { $0.name < $1.name }
    }

    /// The committees a person sits on.
    public func committees(of person: PersonID) -> [Committee] {
        committees.filter { $0.memberIDs.contains(person) }
    }

    /// The favourite persons, oldest favourite first; identities no longer present are skipped.
    public var favorites: [Person] {
        let byID = Dictionary(persons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return favoriteIDs.compactMap { byID[$0] }
    }

    /// True when the person is a favourite.
    public func isFavorite(_ id: PersonID) -> Bool { favoriteIDs.contains(id) }
}
