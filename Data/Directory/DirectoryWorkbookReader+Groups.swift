import CleanAppsCore
import DirectoryDomain
import Foundation
import Spreadsheet

extension DirectoryWorkbookReader {
    /// The committees and bills of every event group in `events`, members resolved by
    /// ``CommitteeMemberResolver``. `events` and the sheets it names are optional: a missing
    /// or empty one adds a note and no groups.
    static func groups(
        events: XLSXSheet?, of workbook: XLSXWorkbook, persons: [WorkbookPerson],
        warnings: inout [String], notes: inout [String]
    ) throws(DirectoryError) -> [WorkbookCommittee] {
        guard let events, !isEmpty(events) else {
            notes.append(
                "The workbook has no committees: its \"\(EventRowDTO.sheet)\" sheet is "
                    + "\(events == nil ? "missing" : "empty").")
            return []
        }
        let table = try DirectorySheetTable(events, required: EventRowDTO.requiredColumns)
        var groups: [EventRowDTO] = []
        for group in table.rows.map({ EventRowDTO(table: table, row: $0) }) {
            guard let name = group.sheetName else { continue }
            if has(name, in: workbook) {
                groups.append(group)
            } else {
                notes.append(
                    "The sheet \"\(name)\" that \"\(EventRowDTO.sheet)\" names for "
                        + "\(group.groupName) is missing, so it has no entries.")
            }
        }
        let sheets = try Self.sheets(groups.compactMap(\.sheetName), of: workbook)
        // NB: every sheet but the rarely needed assembly sheets is read: the strings' memory
        // can serve the member indexes below.
        workbook.forgetSharedStrings()
        var resolver = CommitteeMemberResolver(current: persons)
        var readOtherSheets = false
        var committees: [WorkbookCommittee] = []
        for (group, sheet) in zip(groups, sheets) where !isEmpty(sheet) {
            let table = try DirectorySheetTable(sheet, required: CommitteeRowDTO.requiredColumns)
            let rows = table.rows.map { CommitteeRowDTO(table: table, row: $0) }
            if !readOtherSheets, !agreesWithCurrent(rows.map(\.membership), resolver) {
                // NB: only the latest layout numbers ids by an earlier assembly's sheet, so
                // those sheets are read only when the current one does not explain the ids.
                readOtherSheets = true
                resolver = CommitteeMemberResolver(
                    current: persons, otherSheets: lawmakerSheets(of: workbook))
            }
            committees += CommitteeRowDTO.committees(
                rows, group: group, sheet: sheet.name, resolver: resolver, warnings: &warnings)
        }
        return committees
    }

    /// True when the sheet has no header row and no data.
    static func isEmpty(_ sheet: XLSXSheet) -> Bool {
        !sheet.rows.contains { $0.number >= DirectorySheetTable.headerRow }
    }

    /// True when the workbook has a sheet of this name (ignoring case).
    static func has(_ name: String, in workbook: XLSXWorkbook) -> Bool {
        workbook.sheetNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    private static func agreesWithCurrent(
        _ memberships: [WorkbookMembership], _ resolver: CommitteeMemberResolver
    ) -> Bool {
        let checkable = memberships.count { $0.memberID != nil && $0.name != nil }
        let current = CommitteeMemberResolver.currentSheet
        return resolver.agreements(memberships, in: current) == checkable
    }

    /// The rows (`no` → name) of every sheet named by an assembly number (e.g. `20`, `21`)
    /// that has `no` and `name` columns; other sheets are left out.
    private static func lawmakerSheets(of workbook: XLSXWorkbook) -> [String: [Int: String]] {
        let names = workbook.sheetNames.filter {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber }
        }
        var result: [String: [Int: String]] = [:]
        for name in names {
            guard let sheet = try? workbook.sheet(named: name),
                let table = try? DirectorySheetTable(sheet, required: ["no", "name"])
            else { continue }
            var rows: [Int: String] = [:]
            for row in table.rows {
                if let no = table.integer("no", in: row), let text = table.text("name", in: row) {
                    rows[no] = text
                }
            }
            result[name] = rows
        }
        return result
    }
}
