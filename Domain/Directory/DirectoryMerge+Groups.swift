extension DirectoryMerge {
    /// The committees and bills of `incoming`, members mapped from row numbers to
    /// identities: a full workbook is the whole truth for its groups, so stored groups it
    /// no longer lists are removed (and named in the summary), and so are memberships it no
    /// longer lists. A stored group that is listed again is updated in place.
    func mergeCommittees(
        _ stored: [Committee], _ incoming: [WorkbookCommittee], _ rowIdentities: [Int: PersonID],
        _ summary: inout DirectoryChangeSummary
    ) -> [Committee] {
        let original = Dictionary(
            stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var byID: [CommitteeID: Committee] = [:]
        for source in incoming where byID[source.id] == nil {
            let committee = Committee(
                id: source.id, title: source.title, groupName: source.groupName,
                detail: source.detail, website: source.website,
                memberIDs: members(of: source, rowIdentities, &summary))
            if let old = original[source.id] {
                if old != committee { summary.updatedCommittees.append(committee.title) }
            } else {
                summary.addedCommittees.append(committee.title)
            }
            byID[source.id] = committee
        }
        for committee in stored where byID[committee.id] == nil {
            summary.removedCommittees.append(committee.title)
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    private func members(
        of source: WorkbookCommittee, _ rowIdentities: [Int: PersonID],
        _ summary: inout DirectoryChangeSummary
    ) -> [PersonID] {
        var members: [PersonID] = []
        var listed = Set<PersonID>()
        for row in source.memberRowNumbers {
            guard let id = rowIdentities[row] else {
                summary.warnings.append(
                    "Committee \"\(source.title)\" lists member \(row), who is not in "
                        + "\"congressman\"; that entry was skipped.")
                continue
            }
            if listed.insert(id).inserted { members.append(id) }
        }
        return members
    }
}
