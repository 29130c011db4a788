import DirectoryDomain

extension CongressmanRowDTO {
    /// The person of this row, or nil when the name is empty (such rows are skipped, with a
    /// warning when they hold anything else). Every cell value that cannot be used becomes a
    /// warning naming its sheet, row and cell.
    func toWorkbookPerson(warnings: inout [String]) -> WorkbookPerson? {
        var place = self.place
        guard let name else {
            if hasValues {
                warnings.append(
                    "\(place): cell \(place.reference("name") ?? "?") (name) is empty, so the "
                        + "row was skipped with its other values.")
            }
            return nil
        }
        place.subject = name
        if let groupText {
            warnings.append(
                place.warning(
                    column: "group", value: groupText,
                    "is not a party number, so \(name) is listed without a party"))
        }
        var phones = ContactColumns.phones(
            mobile, kind: .mobile, column: "mobile", place: place, warnings: &warnings)
        phones += ContactColumns.phones(
            officeAssembly, kind: .assemblyOffice, column: "office_asm", place: place,
            warnings: &warnings)
        phones += ContactColumns.phones(
            officeArea, kind: .districtOffice, column: "office_area", place: place,
            warnings: &warnings)
        return WorkbookPerson(
            rowNumber: no, name: name, job: title, partyNumber: group, district: field,
            phones: phones, links: ContactColumns.links(links, place: place, warnings: &warnings),
            partyCell: group == nil ? nil : place.reference("group"))
    }

    /// True when a cell other than `no` and `name` holds a value.
    private var hasValues: Bool {
        title != nil || group != nil || groupText != nil || field != nil || mobile != nil
            || officeAssembly != nil || officeArea != nil || !links.isEmpty
    }
}
