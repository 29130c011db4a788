import DirectoryDomain

extension PartyRowDTO {
    /// The party of this row, or nil (with a warning) when it has no name.
    func toParty(warnings: inout [String]) -> Party? {
        let place = "Row \(no) of \"\(Self.sheet)\""
        guard let title else {
            warnings.append("\(place) has no title, so that party was skipped.")
            return nil
        }
        let phones = ContactColumns.phones(
            office, kind: .mainNumber, column: "office", place: place, warnings: &warnings)
        return Party(
            id: PartyID(rawValue: no), name: title, detail: detail, phones: phones,
            links: links)
    }
}
