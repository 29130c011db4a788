import DirectoryDomain

extension CommitteeRowDTO {
    /// Folds a committee sheet's rows into committees of the event group `group`, in order
    /// of first appearance; rows repeating a `no` add members to that committee. Each member
    /// is resolved by `resolver` against the sheet its ids belong to; a member it skips, and a
    /// `web` cell that is no web address, become warnings.
    static func committees(
        _ rows: [CommitteeRowDTO], group: EventRowDTO, sheet: String,
        resolver: CommitteeMemberResolver, warnings: inout [String]
    ) -> [WorkbookCommittee] {
        let groupName = group.groupName
        let idSheet = resolver.idSheet(for: rows.map(\.membership))
        var order: [Int] = []
        var byNumber: [Int: WorkbookCommittee] = [:]
        for (index, row) in rows.enumerated() {
            if byNumber[row.no] == nil {
                order.append(row.no)
                let title = row.title ?? "\(groupName) \(row.no)"
                let website = row.web.map { ContactLink(kind: .homepage, value: $0) }
                if let website, !website.opensAddress {
                    var place = row.place
                    place.subject = title
                    warnings.append(
                        place.warning(
                            column: "web", value: website.value,
                            "is not a web address, so it is shown as written with nothing to "
                                + "open"))
                }
                byNumber[row.no] = WorkbookCommittee(
                    id: CommitteeID(group: group.no, number: row.no), title: title,
                    groupName: groupName, detail: row.detail, website: website)
            }
            switch resolver.resolve(row.membership, idSheet: idSheet) {
            case .member(let rowNumber):
                byNumber[row.no]?.memberRowNumbers.append(rowNumber)
            case .skipped(let reason):
                let title = byNumber[row.no]?.title ?? groupName
                warnings.append(
                    "Row \(index + DirectorySheetTable.headerRow + 1) of \"\(sheet)\" "
                        + "(\(title)): \(reason), so that membership was skipped.")
            case .empty:
                break
            }
        }
        return order.compactMap { byNumber[$0] }
    }
}
