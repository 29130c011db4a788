import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// One member of a committee, with the phones to reach them.
public struct CommitteeMemberRow: Equatable, Sendable {
    /// The lawmaker's row: name, party, district, favourite.
    public var person: DirectoryPersonRow
    /// Every phone with its label.
    public var phones: [DirectoryPhoneRow]

    /// The row for `person` in `directory`.
    public init(_ person: Person, in directory: Directory) {
        self.person = DirectoryPersonRow(person, in: directory)
        phones = person.phones.map(DirectoryPhoneRow.init)
    }
}

/// One committee or bill with its members, display-ready.
public struct CommitteeDetails: Equatable, Sendable {
    /// The identity ("1-3").
    public var id: CommitteeID
    /// The title.
    public var title: String
    /// The event group, e.g. "상임위원회".
    public var groupName: String
    /// Committee or bill.
    public var kind: CommitteeKind
    /// A description, when given.
    public var detail: String?
    /// The website, numbered for opening (`o 1`), when given.
    public var links: [DirectoryLinkRow]
    /// The members, sorted by name.
    public var members: [CommitteeMemberRow]

    /// The details of `committee` in `directory`.
    public init(_ committee: Committee, in directory: Directory) {
        id = committee.id
        title = committee.title
        groupName = committee.groupName
        kind = committee.kind
        detail = committee.detail
        links = DirectoryLinkRow.rows(for: committee.website.map { [$0] } ?? [])
        members = committee.memberIDs.compactMap { directory.person($0) }
            .sorted { $0.name < $1.name }
            .map { CommitteeMemberRow($0, in: directory) }
    }
}
