import ArchiveKit
import Dispatch
import Foundation
import Synchronization

/// An .xlsx workbook: its sheet list, and sheets read on demand with streaming XML parsing.
///
/// Which part is which sheet comes from `[Content_Types].xml` (the main workbook part), the
/// workbook's `<sheets>` list and its relationships, never from `sheetN.xml` numbering.
/// Shared strings are read once, only as far as the requested sheets need them, and kept
/// for later requests. Safe to share between tasks.
public struct XLSXWorkbook: Sendable {
    /// Sheet names in workbook order.
    public let sheetNames: [String]
    let archive: ZipArchive
    let sheetParts: [String: String]
    let sharedStringsPart: String?
    private let sharedStrings = XLSXSharedStringsCache()
    /// Unpacked sheet bytes from which shared strings are parsed on a second thread.
    private let concurrentReadThreshold: Int
    /// The ceilings every part is read within.
    let limits: XLSXLimits

    /// Opens the workbook in `archive`, whose parts are read within `limits`.
    ///
    /// - Throws: ``XLSXError`` when the archive is not a workbook or its package parts are
    ///   missing, malformed or over the limits.
    public init(archive: ZipArchive, limits: XLSXLimits = .standard) throws(XLSXError) {
        try self.init(archive: archive, limits: limits, concurrentReadThreshold: 1 << 20)
    }

    /// Opens the workbook; requests of at least `concurrentReadThreshold` unpacked sheet bytes
    /// read the shared strings on a second thread (tests lower it to cover that path).
    init(
        archive: ZipArchive, limits: XLSXLimits = .standard, concurrentReadThreshold: Int
    ) throws(XLSXError) {
        self.archive = archive
        self.limits = limits
        self.concurrentReadThreshold = concurrentReadThreshold
        let workbookPart = try Self.findWorkbookPart(in: archive, limits: limits)
        let sheetList = XLSXWorkbookPartParser()
        try Self.parse(workbookPart, of: archive, with: sheetList, limits: limits)
        let relationships = XLSXRelationshipsParser()
        let relationshipsPart = XLSXPath.relationships(of: workbookPart)
        try Self.parse(relationshipsPart, of: archive, with: relationships, limits: limits)
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
    ///   ``init(archive:limits:)``.
    public init(contentsOf url: URL) throws(XLSXError) {
        let archive: ZipArchive
        do { archive = try ZipArchive(contentsOf: url, limits: .workbook) } catch {
            throw .archive(error)
        }
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
    /// Large requests parse the shared strings on a second thread while the sheets parse.
    ///
    /// - Throws: ``XLSXError/missingSheet(_:)`` for the first missing name, or why a sheet
    ///   could not be read.
    public func sheets(named names: [String]) throws(XLSXError) -> [XLSXSheet] {
        var parts: [(name: String, part: String)] = []
        for name in names {
            guard let sheetName = resolvedName(name), let part = sheetParts[sheetName] else {
                throw .missingSheet(name)
            }
            parts.append((sheetName, part))
        }
        let parsed: [ParsedSheet]
        let strings: [String]
        if shouldReadStringsAlongside(parts.map(\.part)) {
            (parsed, strings) = try parseAlongsideStrings(parts)
        } else {
            parsed = try parts.map { (name, part) throws(XLSXError) in try parseSheet(name, part) }
            let needed = parsed.map(\.maxSharedIndex).max() ?? -1
            strings = needed >= 0 ? try sharedStrings(count: needed + 1) : []
        }
        return try parsed.map { (sheet) throws(XLSXError) in
            try Self.resolve(sheet.rows, sheet: sheet.name, strings: strings)
        }
    }

    func resolvedName(_ name: String) -> String? {
        if sheetParts[name] != nil { return name }
        return sheetNames.first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    private func parseSheet(_ name: String, _ part: String) throws(XLSXError) -> ParsedSheet {
        let parser = XLSXSheetParser(sheetName: name)
        try Self.parse(part, of: archive, with: parser, limits: limits)
        return ParsedSheet(name: name, rows: parser.rows, maxSharedIndex: parser.maxSharedIndex)
    }

    /// True when the sheets are big enough for a second thread to pay off and the strings
    /// are not all cached yet.
    private func shouldReadStringsAlongside(_ parts: [String]) -> Bool {
        guard let sharedStringsPart, !sharedStrings.isComplete else { return false }
        let size = parts.compactMap { archive.entry(named: $0)?.uncompressedSize }.reduce(0, +)
        return size >= concurrentReadThreshold && archive.entry(named: sharedStringsPart) != nil
    }

    private func parseAlongsideStrings(_ parts: [(name: String, part: String)])
        throws(XLSXError) -> ([ParsedSheet], [String])
    {
        let sheets = Mutex<Result<[ParsedSheet], XLSXError>?>(nil)
        let strings = Mutex<Result<[String], XLSXError>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let result = Result { () throws(XLSXError) in
                    try parts.map { (name, part) throws(XLSXError) in try parseSheet(name, part) }
                }
                sheets.withLock { $0 = result }
            } else {
                let result = Result { () throws(XLSXError) in try sharedStrings(count: .max) }
                strings.withLock { $0 = result }
            }
        }
        guard let sheetResult = sheets.withLock({ $0 }), let stringResult = strings.withLock({ $0 })
        else { throw .notAWorkbook("a parse did not finish") }
        let parsed = try sheetResult.get()
        // NB: strings nobody refers to cannot fail the request.
        let needed = parsed.map(\.maxSharedIndex).max() ?? -1
        return (parsed, needed >= 0 ? try stringResult.get() : [])
    }

    /// Lets go of the shared strings read so far, so their memory goes back before the
    /// workbook's does (call it once no sheet that needs them is left to read); a later
    /// request that needs them reads them again.
    public func forgetSharedStrings() {
        sharedStrings.forget()
    }

    func sharedStrings(count: Int) throws(XLSXError) -> [String] {
        if let cached = sharedStrings.strings(atLeast: count) { return cached }
        guard let part = sharedStringsPart else { throw .notAWorkbook("it has no shared strings") }
        let parser = XLSXSharedStringsParser(limit: count)
        try Self.parse(part, of: archive, with: parser, limits: limits)
        sharedStrings.store(parser.strings, isComplete: parser.strings.count < count)
        return parser.strings
    }

    private static func resolve(
        _ rows: [XLSXSheetParser.RawRow], sheet: String, strings: [String]
    ) throws(XLSXError) -> XLSXSheet {
        var resolved: [XLSXRow] = []
        resolved.reserveCapacity(rows.count)
        for row in rows { resolved.append(try row.resolved(sheet: sheet, strings: strings)) }
        // NB: rows normally come in order; sorting (stable) guards against files that do not.
        if zip(resolved, resolved.dropFirst()).contains(where: { $0.number > $1.number }) {
            resolved = resolved.enumerated().sorted {
                ($0.element.number, $0.offset) < ($1.element.number, $1.offset)
            }.map(\.element)
        }
        return XLSXSheet(name: sheet, rows: resolved)
    }
}

/// A parsed sheet whose shared strings are still indices.
private struct ParsedSheet: Sendable {
    let name: String
    let rows: [XLSXSheetParser.RawRow]
    let maxSharedIndex: Int
}
