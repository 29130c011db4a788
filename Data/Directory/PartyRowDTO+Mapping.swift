import DirectoryDomain

extension PartyRowDTO {
    /// The party of this row, or nil (with a warning) when it has no name. Every cell value
    /// that cannot be used becomes a warning naming its sheet, row and cell.
    func toParty(warnings: inout [String]) -> Party? {
        var place = self.place
        guard let title else {
            warnings.append("\(place) has no title, so that party was skipped.")
            return nil
        }
        place.subject = title
        let phones = ContactColumns.phones(
            office, kind: .mainNumber, column: "office", place: place, warnings: &warnings)
        return Party(
            id: PartyID(rawValue: no), name: title, detail: detail, phones: phones,
            links: ContactColumns.links(links, place: place, warnings: &warnings))
    }
}
