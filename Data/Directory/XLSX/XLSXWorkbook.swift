import Foundation

/// An .xlsx workbook: its sheet list, and sheets read on demand with streaming XML parsing.
///
/// Which part is which sheet comes from `[Content_Types].xml` (the main workbook part), the
/// workbook's `<sheets>` list and its relationships, never from `sheetN.xml` numbering.
/// Shared strings are read once, only as far as the requested sheets need them, and kept
/// for later requests. Safe to share between tasks.
public struct XLSXWorkbook: Sendable {
    /// Sheet names in workbook order.
    public let sheetNames: [String]
    private let archive: ZipArchive
    private let sheetParts: [String: String]
    private let sharedStringsPart: String?
    private let sharedStrings = XLSXSharedStringsCache()

    /// Opens the workbook in `archive`.
    ///
    /// - Throws: ``XLSXError`` when the archive is not a workbook or its package parts are
    ///   missing or malformed.
    public init(archive: ZipArchive) throws(XLSXError) {
        self.archive = archive
        let workbookPart = try Self.findWorkbookPart(in: archive)
        let sheetList = XLSXWorkbookPartParser()
        try sheetList.parse(try Self.read(workbookPart, from: archive), part: workbookPart)
        let relationships = XLSXRelationshipsParser()
        let relationshipsPart = XLSXPath.relationships(of: workbookPart)
        try relationships.parse(
            try Self.read(relationshipsPart, from: archive), part: relationshipsPart)
        let folder = XLSXPath.folder(of: workbookPart)
        var parts: [String: String] = [:]
        var names: [String] = []
        for sheet in sheetList.sheets {
            guard let relationship = relationships.relationships[sheet.relationshipID],
                !relationship.isExternal
            else { throw .notAWorkbook("sheet \"\(sheet.name)\" points to no part") }
            parts[sheet.name] = XLSXPath.resolve(relationship.target, relativeTo: folder)
            names.append(sheet.name)
        }
        sheetNames = names
        sheetParts = parts
        sharedStringsPart =
            relationships.relationships.values.first { $0.type.hasSuffix("/sharedStrings") }
            .map { XLSXPath.resolve($0.target, relativeTo: folder) }
    }

    /// Opens the workbook file at `url`.
    ///
    /// - Throws: ``XLSXError/archive(_:)`` when the file is not a readable zip, else as
    ///   ``init(archive:)``.
    public init(contentsOf url: URL) throws(XLSXError) {
        let archive: ZipArchive
        do { archive = try ZipArchive(contentsOf: url) } catch { throw .archive(error) }
        try self.init(archive: archive)
    }

    /// The sheet with this name (exact, else ignoring case, as Excel does).
    ///
    /// - Throws: ``XLSXError/missingSheet(_:)``, or why the sheet could not be read.
    public func sheet(named name: String) throws(XLSXError) -> XLSXSheet {
        guard let sheet = try sheets(named: [name]).first else { throw .missingSheet(name) }
        return sheet
    }

    /// The sheets with these names, in the order asked, sharing one read of the strings.
    ///
    /// - Throws: ``XLSXError/missingSheet(_:)`` for the first missing name, or why a sheet
    ///   could not be read.
    public func sheets(named names: [String]) throws(XLSXError) -> [XLSXSheet] {
        var parsed: [(name: String, parser: XLSXSheetParser)] = []
        for name in names {
            guard let sheetName = resolvedName(name), let part = sheetParts[sheetName] else {
                throw .missingSheet(name)
            }
            let parser = XLSXSheetParser(sheetName: sheetName)
            try parser.parse(try Self.read(part, from: archive), part: part)
            parsed.append((sheetName, parser))
        }
        let needed = parsed.map(\.parser.maxSharedIndex).max() ?? -1
        let strings = needed >= 0 ? try sharedStrings(count: needed + 1) : []
        var sheets: [XLSXSheet] = []
        for (name, parser) in parsed {
            sheets.append(try Self.resolve(parser.rows, sheet: name, strings: strings))
        }
        return sheets
    }

    private func resolvedName(_ name: String) -> String? {
        if sheetParts[name] != nil { return name }
        return sheetNames.first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    private func sharedStrings(count: Int) throws(XLSXError) -> [String] {
        if let cached = sharedStrings.strings(atLeast: count) { return cached }
        guard let part = sharedStringsPart else { throw .notAWorkbook("it has no shared strings") }
        let parser = XLSXSharedStringsParser(limit: count)
        try parser.parse(try Self.read(part, from: archive), part: part)
        sharedStrings.store(parser.strings)
        return parser.strings
    }

    private static func resolve(
        _ rows: [XLSXSheetParser.RawRow], sheet: String, strings: [String]
    ) throws(XLSXError) -> XLSXSheet {
        var resolved: [XLSXRow] = []
        resolved.reserveCapacity(rows.count)
        for row in rows {
            var cells: [XLSXCell] = []
            cells.reserveCapacity(row.cells.count)
            for (column, raw) in zip(row.columns, row.cells) {
                switch raw {
                case .value(let cell): cells.append(cell)
                case .shared(let index):
                    guard index < strings.count else {
                        let cell = XLSXCellReference.letters(ofColumn: column) + String(row.number)
                        throw .invalidCell(
                            sheet: sheet, cell: cell, reason: "string \(index) does not exist")
                    }
                    cells.append(.text(strings[index]))
                }
            }
            resolved.append(XLSXRow(number: row.number, columns: row.columns, cells: cells))
        }
        // NB: rows normally come in order; sorting (stable) guards against files that do not.
        if zip(resolved, resolved.dropFirst()).contains(where: { $0.number > $1.number }) {
            resolved = resolved.enumerated().sorted {
                ($0.element.number, $0.offset) < ($1.element.number, $1.offset)
            }.map(\.element)
        }
        return XLSXSheet(name: sheet, rows: resolved)
    }

    private static func findWorkbookPart(in archive: ZipArchive) throws(XLSXError) -> String {
        let contentTypes = XLSXContentTypesParser()
        let name = "[Content_Types].xml"
        guard archive.entry(named: name) != nil else { throw .notAWorkbook("no \(name)") }
        try contentTypes.parse(try read(name, from: archive), part: name)
        guard let part = contentTypes.workbookParts.first else {
            throw .notAWorkbook("no workbook part is declared")
        }
        return part
    }

    private static func read(_ part: String, from archive: ZipArchive) throws(XLSXError)
        -> [UInt8]
    {
        guard let entry = archive.entry(named: part) else { throw .missingPart(part) }
        do { return try archive.contents(of: entry) } catch { throw .archive(error) }
    }
}
