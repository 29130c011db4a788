/// A committee as the workbook gives it: members by row number (`memberid` = person `no`).
public struct WorkbookCommittee: Equatable, Sendable {
    /// The committee's identity.
    public var id: CommitteeID
    /// The committee's name.
    public var title: String
    /// The name of its event group, e.g. "상임위원회".
    public var groupName: String
    /// A description, when given.
    public var detail: String?
    /// The committee's website, when given.
    public var website: ContactLink?
    /// The members' row numbers in the `congressman` sheet of the same workbook.
    public var memberRowNumbers: [Int]

    /// Creates a workbook committee.
    public init(
        id: CommitteeID, title: String, groupName: String, detail: String? = nil,
        website: ContactLink? = nil, memberRowNumbers: [Int] = []
    ) {
        self.id = id
        self.title = title
        self.groupName = groupName
        self.detail = detail
        self.website = website
        self.memberRowNumbers = memberRowNumbers
    }
}
