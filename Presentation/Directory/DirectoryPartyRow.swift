import DirectoryDomain

/// One party in the party list.
public struct DirectoryPartyRow: Equatable, Identifiable, Sendable {
    /// The party number.
    public var id: PartyID
    /// The party name.
    public var name: String
    /// How many lawmakers belong to it.
    public var memberCount: Int

    /// Creates a row.
    public init(id: PartyID, name: String, memberCount: Int) {
        self.id = id
        self.name = name
        self.memberCount = memberCount
    }

    /// The rows of `directory`'s parties, by number.
    public static func rows(_ directory: Directory) -> [DirectoryPartyRow] {
        var counts: [PartyID: Int] = [:]
        for person in directory.persons {
            if let party = person.partyID { counts[party, default: 0] += 1 }
        }
        return directory.parties.sorted { $0.id < $1.id }.map {
            DirectoryPartyRow(id: $0.id, name: $0.name, memberCount: counts[$0.id] ?? 0)
        }
    }
}
