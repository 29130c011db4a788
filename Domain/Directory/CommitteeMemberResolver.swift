/// Decides which current lawmaker each membership row of a committee sheet means.
///
/// A committee sheet's `memberid` numbers the rows of one sheet of lawmakers: `congressman`
/// in older layouts, the previous assembly's sheet (named by its number, e.g. `21`) in the
/// latest. The sheet is decided by the data: the one whose rows' names agree with most of
/// the membership names (`congressman` on a tie). Then each row:
/// - its `name` (or, when empty, the name at its id) is the member's name;
/// - the current lawmaker at that id is the member when the ids are `congressman`'s and the
///   names agree (so namesakes stay apart);
/// - otherwise the name wins when exactly one current lawmaker has it;
/// - otherwise the row is skipped: a member whose name contradicts the row is never attached.
public struct CommitteeMemberResolver: Sendable {
    /// The sheet of current lawmakers.
    public static let currentSheet = "congressman"

    /// The outcome for one membership row.
    public enum Resolution: Equatable, Sendable {
        /// The current lawmaker with this `congressman` row number.
        case member(rowNumber: Int)
        /// Not attached; the sentence says why.
        case skipped(String)
        /// An empty row (no id, no name): nothing to attach and nothing to report.
        case empty
    }

    private let sheets: [String: [Int: String]]
    private let currentRowsByName: [String: [Int]]

    /// A resolver over the current lawmakers and the rows (`no` → name) of every other sheet
    /// of lawmakers the ids may number.
    public init(current: [WorkbookPerson], otherSheets: [String: [Int: String]] = [:]) {
        var sheets = otherSheets.mapValues { $0.mapValues(PersonIdentityMatcher.nameKey) }
        var byName: [String: [Int]] = [:]
        var currentRows: [Int: String] = [:]
        for person in current {
            let key = PersonIdentityMatcher.nameKey(person.name)
            byName[key, default: []].append(person.rowNumber)
            if currentRows[person.rowNumber] == nil { currentRows[person.rowNumber] = key }
        }
        sheets[Self.currentSheet] = currentRows
        self.sheets = sheets
        currentRowsByName = byName
    }

    /// How many of `memberships` have a name that agrees with the name at their id in
    /// `sheet`.
    public func agreements(_ memberships: [WorkbookMembership], in sheet: String) -> Int {
        guard let rows = sheets[sheet] else { return 0 }
        return memberships.count { membership in
            guard let id = membership.memberID, let name = membership.name else { return false }
            return rows[id] == PersonIdentityMatcher.nameKey(name)
        }
    }

    /// The sheet the ids of `memberships` belong to: most name agreements, `congressman`
    /// first on a tie, then by sheet name.
    public func idSheet(for memberships: [WorkbookMembership]) -> String {
        let others = sheets.keys.filter { $0 != Self.currentSheet }.sorted()
        var best = Self.currentSheet
        var bestCount = agreements(memberships, in: best)
        for sheet in others {
            let count = agreements(memberships, in: sheet)
            if count > bestCount { (best, bestCount) = (sheet, count) }
        }
        return best
    }

    /// The current lawmaker `membership` means when its id numbers the rows of `idSheet`.
    public func resolve(_ membership: WorkbookMembership, idSheet: String) -> Resolution {
        let atID = membership.memberID.flatMap { sheets[idSheet]?[$0] }
        let given = membership.name.map(PersonIdentityMatcher.nameKey).flatMap {
            $0.isEmpty ? nil : $0
        }
        guard let name = given ?? atID else {
            guard let id = membership.memberID else { return .empty }
            return .skipped("member \(id) is not a row of \"\(idSheet)\"")
        }
        if idSheet == Self.currentSheet, let id = membership.memberID, atID == name {
            return .member(rowNumber: id)
        }
        let rows = currentRowsByName[name] ?? []
        if rows.count == 1 { return .member(rowNumber: rows[0]) }
        return .skipped(
            rows.isEmpty
                ? "\(name) is not a current lawmaker"
                : "\(name) names \(rows.count) current lawmakers")
    }
}
