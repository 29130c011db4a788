/// One member row of a committee sheet as the workbook gives it: a row number (`memberid`)
/// in some sheet of lawmakers, and the member's `name`.
public struct WorkbookMembership: Equatable, Sendable {
    /// The `memberid`: a row `no` of the sheet the ids belong to, when given.
    public var memberID: Int?
    /// The member's name as the row spells it, when given.
    public var name: String?

    /// Creates a membership row.
    public init(memberID: Int?, name: String?) {
        self.memberID = memberID
        self.name = name
    }
}
