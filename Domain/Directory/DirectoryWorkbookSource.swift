/// One directory workbook (the bundled one, or a file the user imports).
public protocol DirectoryWorkbookSource: Sendable {
    /// The workbook's data version, read without parsing the rest (cheap enough for every
    /// launch).
    ///
    /// - Throws: ``DirectoryError`` when the workbook is unreadable or has no valid version.
    func version() async throws -> SemanticVersion

    /// Everything in the workbook.
    ///
    /// - Throws: ``DirectoryError`` naming the missing sheet or column, or why the file is
    ///   unreadable.
    func read() async throws -> DirectoryWorkbook
}
