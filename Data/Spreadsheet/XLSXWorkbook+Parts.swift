import ArchiveKit

/// Package-part helpers: which part is the workbook, and reading a part.
extension XLSXWorkbook {
    static func findWorkbookPart(in archive: ZipArchive, limits: XLSXLimits)
        throws(XLSXError) -> String
    {
        let contentTypes = XLSXContentTypesParser()
        contentTypes.limits = limits
        let name = "[Content_Types].xml"
        guard archive.entry(named: name) != nil else { throw .notAWorkbook("no \(name)") }
        try contentTypes.parse(try read(name, from: archive), part: name)
        guard let part = contentTypes.workbookParts.first else {
            throw .notAWorkbook("no workbook part is declared")
        }
        return part
    }

    static func read(_ part: String, from archive: ZipArchive) throws(XLSXError)
        -> [UInt8]
    {
        guard let entry = archive.entry(named: part) else { throw .missingPart(part) }
        do { return try archive.contents(of: entry) } catch { throw .archive(error) }
    }
}
