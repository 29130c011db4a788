import DirectoryDomain

extension StoredDirectoryDTO {
    /// The stored form of `directory`.
    init(_ directory: Directory) {
        let info = directory.info
        self.info = StoredInfoDTO(
            version: info.version.description, notice: info.notice, noticeDate: info.noticeDate,
            patch: info.patch)
        parties = directory.parties.map(StoredPartyDTO.init)
        persons = directory.persons.map(StoredPersonDTO.init)
        committees = directory.committees.map(StoredCommitteeDTO.init)
        favorites = directory.favoriteIDs.map(\.rawValue)
        source = StoredSourceDTO(directory.source)
    }

    /// The directory, or nil when nothing is stored yet.
    ///
    /// Entries of unknown kinds (from a hand-edited file) are dropped, not guessed at.
    /// - Throws: ``DirectoryDomain/DirectoryError/storedVersionInvalid(_:)`` when the stored
    ///   version is not a version.
    func toDirectory() throws(DirectoryError) -> Directory? {
        guard let info else { return nil }
        guard let version = SemanticVersion(info.version) else {
            throw .storedVersionInvalid(info.version)
        }
        return Directory(
            info: DirectoryInfo(
                version: version, notice: info.notice, noticeDate: info.noticeDate,
                patch: info.patch),
            parties: parties.map { $0.toParty() },
            persons: persons.map { $0.toPerson() },
            committees: committees.map { $0.toCommittee() },
            favoriteIDs: favorites.map(PersonID.init(rawValue:)),
            source: source?.toSource() ?? .unknown)
    }
}

extension StoredSourceDTO {
    /// The stored form of `source`; nil for an unknown source.
    init?(_ source: DirectorySource) {
        switch source {
        case .bundled: self.init(kind: "bundled", name: nil, modified: nil)
        case .userFile(let name, let modified):
            self.init(kind: "user", name: name, modified: modified)
        case .unknown: return nil
        }
    }

    /// The source; an unknown kind (a hand-edited file) counts as unknown.
    func toSource() -> DirectorySource {
        switch kind {
        case "bundled": .bundled
        case "user": .userFile(name: name, modified: modified)
        default: .unknown
        }
    }
}

extension StoredPartyDTO {
    init(_ party: Party) {
        self.init(
            no: party.id.rawValue, name: party.name, detail: party.detail,
            phones: party.phones.map(StoredPhoneDTO.init),
            links: party.links.map(StoredLinkDTO.init))
    }

    func toParty() -> Party {
        Party(
            id: PartyID(rawValue: no), name: name, detail: detail,
            phones: phones.compactMap { $0.toPhone() }, links: links.flatMap { $0.toLinks() })
    }
}

extension StoredPersonDTO {
    init(_ person: Person) {
        self.init(
            id: person.id.rawValue, no: person.rowNumber, name: person.name, job: person.job,
            party: person.partyID?.rawValue, district: person.district,
            phones: person.phones.map(StoredPhoneDTO.init),
            links: person.links.map(StoredLinkDTO.init))
    }

    func toPerson() -> Person {
        Person(
            id: PersonID(rawValue: id), rowNumber: no, name: name, job: job,
            partyID: party.map(PartyID.init(rawValue:)), district: district,
            phones: phones.compactMap { $0.toPhone() }, links: links.flatMap { $0.toLinks() })
    }
}

extension StoredPhoneDTO {
    private static let kinds: [(name: String, kind: Phone.Kind)] = [
        ("mobile", .mobile), ("assemblyOffice", .assemblyOffice),
        ("districtOffice", .districtOffice), ("mainNumber", .mainNumber),
    ]

    init(_ phone: Phone) {
        let name = Self.kinds.first { $0.kind == phone.kind }?.name ?? "assemblyOffice"
        self.init(kind: name, label: phone.label, number: phone.number)
    }

    /// The phone, or nil for an unknown kind.
    func toPhone() -> Phone? {
        guard let kind = Self.kinds.first(where: { $0.name == self.kind })?.kind else {
            return nil
        }
        return Phone(kind: kind, label: label, number: number)
    }
}

extension StoredLinkDTO {
    init(_ link: ContactLink) {
        self.init(kind: link.kind.rawValue, value: link.value)
    }

    /// The link, or nil for an unknown kind.
    func toLink() -> ContactLink? {
        ContactLink.Kind(rawValue: kind).map { ContactLink(kind: $0, value: value) }
    }

    /// The links: one, none for an unknown kind, or one per address for an e-mail value that
    /// holds several addresses and nothing else (stored whole by builds that kept a cell's
    /// addresses together).
    func toLinks() -> [ContactLink] {
        guard let link = toLink() else { return [] }
        guard link.kind == .email else { return [link] }
        let parsed = EmailAddressList.parse(value)
        guard parsed.addresses.count > 1, parsed.rejected.isEmpty else { return [link] }
        return parsed.addresses.map { ContactLink(kind: .email, value: $0) }
    }
}

extension StoredCommitteeDTO {
    init(_ committee: Committee) {
        self.init(
            group: committee.id.group, number: committee.id.number, title: committee.title,
            groupName: committee.groupName, detail: committee.detail,
            website: committee.website?.value, members: committee.memberIDs.map(\.rawValue))
    }

    func toCommittee() -> Committee {
        Committee(
            id: CommitteeID(group: group, number: number), title: title, groupName: groupName,
            detail: detail, website: website.map { ContactLink(kind: .homepage, value: $0) },
            memberIDs: members.map(PersonID.init(rawValue:)))
    }
}
