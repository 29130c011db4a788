/// What an event group holds: committees a lawmaker sits on, or bills a lawmaker sponsored.
public enum CommitteeKind: String, Equatable, Sendable, CaseIterable {
    /// A committee (상임위원회, 특별위원회): its members sit on it.
    case committee
    /// A bill (특별법안, 개정법률안): its members sponsored it.
    case bill

    /// The kind of the group named `groupName`: a name containing 법안 or 법률안 (a bill) is
    /// a bill, anything else a committee.
    public init(groupName: String) {
        let isBill = groupName.contains("법안") || groupName.contains("법률안")
        self = isBill ? .bill : .committee
    }
}

extension Committee {
    /// Whether this is a committee or a bill, by its group's name.
    public var kind: CommitteeKind { CommitteeKind(groupName: groupName) }
}
