import DirectoryDomain

extension CommitteeRowDTO {
    /// Folds a committee sheet's rows into committees of the event group `group`, in order
    /// of first appearance; rows repeating a `no` add members to that committee.
    static func committees(_ rows: [CommitteeRowDTO], group: EventRowDTO) -> [WorkbookCommittee] {
        let groupName = group.name ?? "위원회"
        var order: [Int] = []
        var byNumber: [Int: WorkbookCommittee] = [:]
        for row in rows {
            if byNumber[row.no] == nil {
                order.append(row.no)
                byNumber[row.no] = WorkbookCommittee(
                    id: CommitteeID(group: group.no, number: row.no),
                    title: row.title ?? "\(groupName) \(row.no)", groupName: groupName,
                    detail: row.detail,
                    website: row.web.map { ContactLink(kind: .homepage, value: $0) })
            }
            if let member = row.memberID, member > 0 {
                byNumber[row.no]?.memberRowNumbers.append(member)
            }
        }
        return order.compactMap { byNumber[$0] }
    }
}
