import CleanAppsCore
import DirectoryDomain

/// One committee or bill in the committee list.
public struct DirectoryCommitteeRow: Equatable, Identifiable, Sendable {
    /// The identity ("1-3").
    public var id: CommitteeID
    /// The title.
    public var title: String
    /// The event group, e.g. "상임위원회".
    public var groupName: String
    /// Committee or bill.
    public var kind: CommitteeKind
    /// How many current lawmakers are members.
    public var memberCount: Int

    /// The row for `committee`.
    public init(_ committee: Committee) {
        id = committee.id
        title = committee.title
        groupName = committee.groupName
        kind = committee.kind
        memberCount = committee.memberIDs.count
    }

    /// The rows of `directory`: committees first, then bills, each by identity.
    public static func rows(_ directory: Directory) -> [DirectoryCommitteeRow] {
        let committees = directory.committees.sorted { $0.id < $1.id }
        return CommitteeKind.allCases.flatMap { kind in
            committees.filter { $0.kind == kind }.map(DirectoryCommitteeRow.init)
        }
    }
}
