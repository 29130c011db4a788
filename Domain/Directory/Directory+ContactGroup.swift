extension Directory {
    /// The lawmakers of `group`: favourites oldest first, a committee's members in its
    /// order, a party's members and search results by name.
    ///
    /// - Throws: ``DirectoryError/committeeNotFound(_:)``,
    ///   ``DirectoryError/ambiguousCommittee(_:candidates:)`` or
    ///   ``DirectoryError/partyNotFound(_:)`` when the group's NAME names none (or several).
    public func members(of group: ContactGroup) throws(DirectoryError) -> [Person] {
        switch group {
        case .favourites:
            return favorites
        case .committee(let name):
            let found = committees(matching: name)
            guard let committee = found.first else { throw .committeeNotFound(name) }
            guard found.count == 1 else {
                throw .ambiguousCommittee(name, candidates: found.map { "\($0.title) \($0.id)" })
            }
            return committee.memberIDs.compactMap(person)
        case .party(let name):
            guard let party = party(matching: name) else { throw .partyNotFound(name) }
            return members(of: party.id)
        case .search(let text):
            return DirectorySearchIndex(persons: persons, parties: parties).search(text)
        }
    }
}
