import DirectoryDomain

extension CongressmanRowDTO {
    /// The person of this row, or nil when the name is empty (such rows are skipped).
    /// Rejected phone parts become warnings.
    func toWorkbookPerson(warnings: inout [String]) -> WorkbookPerson? {
        guard let name else { return nil }
        let place = "Row \(no) of \"\(Self.sheet)\""
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
            phones: phones, links: links)
    }
}
