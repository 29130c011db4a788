/// The result of merging a workbook into the stored directory.
public struct DirectoryMergeResult: Equatable, Sendable {
    /// The directory to store.
    public var directory: Directory
    /// What changed.
    public var summary: DirectoryChangeSummary
}

/// Merges an incoming workbook into the stored directory by the sync rules (a pure function).
///
/// - Parties (by number): update and insert; parties missing from the workbook are kept.
/// - Persons (by identity, see `PersonIdentityMatcher`): update and insert; persons
///   missing from the workbook are deleted with their phones, links and favourite. A person
///   keeps their ``PersonID`` and favourite however the rows were renumbered. A party
///   number that no party has leaves the person without a party (and a warning).
/// - Committees and bills: the workbook is the whole truth (see `mergeCommittees`).
/// - The info (version, notice) is the workbook's.
/// With no stored directory this is the first load.
public struct DirectoryMerge: Sendable {
    /// Creates the merger.
    public init() {}

    /// Merges `incoming` into `stored`; the result records `source` as where it came from.
    public func merge(
        stored: Directory?, incoming: DirectoryWorkbook, source: DirectorySource = .unknown
    ) -> DirectoryMergeResult {
        var summary = DirectoryChangeSummary(
            previousVersion: stored?.info.version, version: incoming.info.version,
            warnings: incoming.warnings)
        summary.notes = incoming.notes
        summary.previousPersonCount = stored?.persons.count ?? 0
        let parties = mergeParties(stored?.parties ?? [], incoming.parties, &summary)
        let oldPersons = stored?.persons ?? []
        let (persons, rowIdentities, kept) = mergePersons(oldPersons, incoming, parties, &summary)
        for person in oldPersons where !kept.contains(person.id) {
            summary.removedPersons.append(person.name)
        }
        let oldFavorites = stored?.favoriteIDs ?? []
        let removedFavorites = oldFavorites.filter { !kept.contains($0) }
        if !removedFavorites.isEmpty {
            let byID = Dictionary(
                oldPersons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            summary.removedFavorites = removedFavorites.compactMap { byID[$0] }.map {
                label($0, among: oldPersons, stored?.parties)
            }
        }
        let committees = mergeCommittees(
            stored?.committees ?? [], incoming.committees, rowIdentities, &summary)
        let directory = Directory(
            info: incoming.info, parties: parties, persons: persons, committees: committees,
            favoriteIDs: oldFavorites.filter { kept.contains($0) }, source: source)
        summary.personCount = persons.count
        return DirectoryMergeResult(directory: directory, summary: summary)
    }

    /// The person's name, with party and district when another stored person has the name.
    private func label(_ person: Person, among persons: [Person], _ parties: [Party]?) -> String {
        guard persons.contains(where: { $0.name == person.name && $0.id != person.id }) else {
            return person.name
        }
        let party = person.partyID.flatMap { id in parties?.first { $0.id == id }?.name }
        let details = [party ?? "무소속", person.district].compactMap { $0 }
        return "\(person.name) (\(details.joined(separator: ", ")))"
    }

    private func mergeParties(
        _ stored: [Party], _ incoming: [Party], _ summary: inout DirectoryChangeSummary
    ) -> [Party] {
        var byID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<PartyID>()
        for party in incoming where seen.insert(party.id).inserted {
            if let old = byID[party.id] {
                if old != party { summary.updatedParties.append(party.name) }
            } else {
                summary.addedParties.append(party.name)
            }
            byID[party.id] = party
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    private func mergePersons(
        _ stored: [Person], _ incoming: DirectoryWorkbook, _ parties: [Party],
        _ summary: inout DirectoryChangeSummary
    ) -> (persons: [Person], rowIdentities: [Int: PersonID], keptStored: Set<PersonID>) {
        let matches = PersonIdentityMatcher.match(stored: stored, incoming: incoming.persons)
        // NB: the stored persons kept, not every person's id: a set the size of the stored
        // directory instead of the workbook's (8 MB at 300,000 rows).
        let kept = Set(matches.compactMap { $0.map { stored[$0].id } })
        let partyIDs = Set(parties.map(\.id))
        var identities = IdentityAllocator(used: Set(stored.map(\.id)))
        var persons: [Person] = []
        var rowIdentities: [Int: PersonID] = [:]
        persons.reserveCapacity(incoming.persons.count)
        for (row, match) in zip(incoming.persons, matches) {
            let id = match.map { stored[$0].id } ?? identities.newID(for: row.name)
            var partyID = row.partyNumber.map(PartyID.init(rawValue:))
            if let number = partyID, !partyIDs.contains(number) {
                summary.warnings.append(Self.unknownPartyWarning(row, number))
                partyID = nil
            }
            let person = Person(
                id: id, rowNumber: row.rowNumber, name: row.name, job: row.job, partyID: partyID,
                district: row.district, phones: row.phones, links: row.links)
            if let match {
                if !stored[match].hasSameDetails(as: person) {
                    summary.updatedPersons.append(person.name)
                }
            } else {
                summary.addedPersons.append(person.name)
            }
            if rowIdentities[row.rowNumber] == nil { rowIdentities[row.rowNumber] = id }
            persons.append(person)
        }
        return (persons, rowIdentities, kept)
    }
}

extension DirectoryMerge {
    /// The warning for a person whose party number no party has: naming the `group` cell
    /// (`Row 12 of "congressman" (홍길동): cell E12 (group) names party 9, …`) when the
    /// workbook gave it, else the row's `no`.
    static func unknownPartyWarning(_ row: WorkbookPerson, _ number: PartyID) -> String {
        let consequence = "which does not exist; \(row.name) is listed without a party."
        guard let cell = row.partyCell else {
            return "Row \(row.rowNumber) of \"congressman\" names party \(number.rawValue), "
                + consequence
        }
        let sheetRow = cell.drop { $0.isLetter }
        return "Row \(sheetRow) of \"congressman\" (\(row.name)): cell \(cell) (group) names party "
            + "\(number.rawValue), " + consequence
    }
}

/// Hands out new person identities: the name, with "-2", "-3", … when a namesake (past or
/// present) has it. Remembers the next suffix per name, so thousands of namesakes stay cheap.
private struct IdentityAllocator {
    var used: Set<PersonID>
    private var nextSuffix: [String: Int] = [:]

    init(used: Set<PersonID>) {
        self.used = used
    }

    mutating func newID(for name: String) -> PersonID {
        let base = PersonIdentityMatcher.nameKey(name)
        var candidate = PersonID(rawValue: base)
        // NB: a name no one has yet needs no suffix, and has none remembered.
        if used.insert(candidate).inserted { return candidate }
        var suffix = nextSuffix[base, default: 2]
        while used.contains(candidate) {
            candidate = PersonID(rawValue: "\(base)-\(suffix)")
            suffix += 1
        }
        nextSuffix[base] = suffix
        used.insert(candidate)
        return candidate
    }
}
