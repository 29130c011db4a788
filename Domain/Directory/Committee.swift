/// A committee's identity: its event group (row of `events`) and its `no` in that group's sheet.
public struct CommitteeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The `no` of the event group, e.g. 1 for 상임위원회 (standing committees).
    public let group: Int
    /// The committee's `no` in the group's sheet.
    public let number: Int

    /// Creates a committee identity.
    public init(group: Int, number: Int) {
        self.group = group
        self.number = number
    }

    /// `<group>-<number>`.
    public var description: String { "\(group)-\(number)" }

    /// Orders committee ids by group, then number.
    public static func < (lhs: CommitteeID, rhs: CommitteeID) -> Bool {
        (lhs.group, lhs.number) < (rhs.group, rhs.number)
    }
}

/// A committee of the Assembly and its members.
public struct Committee: Equatable, Identifiable, Sendable {
    /// The committee's identity.
    public var id: CommitteeID
    /// The committee's name, e.g. "교육위원회".
    public var title: String
    /// The name of its event group, e.g. "상임위원회".
    public var groupName: String
    /// A description, when given.
    public var detail: String?
    /// The committee's website, when given.
    public var website: ContactLink?
    /// The members, in workbook order.
    public var memberIDs: [PersonID]

    /// Creates a committee.
    public init(
        id: CommitteeID, title: String, groupName: String, detail: String? = nil,
        website: ContactLink? = nil, memberIDs: [PersonID] = []
    ) {
        self.id = id
        self.title = title
        self.groupName = groupName
        self.detail = detail
        self.website = website
        self.memberIDs = memberIDs
    }
}
