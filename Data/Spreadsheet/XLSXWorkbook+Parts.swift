import ArchiveKit

/// Package-part helpers: which part is the workbook, and parsing a part.
extension XLSXWorkbook {
    static func findWorkbookPart(in archive: ZipArchive, limits: XLSXLimits)
        throws(XLSXError) -> String
    {
        let contentTypes = XLSXContentTypesParser()
        let name = "[Content_Types].xml"
        guard archive.entry(named: name) != nil else { throw .notAWorkbook("no \(name)") }
        try parse(name, of: archive, with: contentTypes, limits: limits)
        guard let part = contentTypes.workbookParts.first else {
            throw .notAWorkbook("no workbook part is declared")
        }
        return part
    }

    /// Parses `part` of `archive` with `handler` as it unpacks, within `limits`.
    ///
    /// NB: package parts too are read a window at a time: held whole, a part of 200 MB was
    /// held whole before the limits could refuse it.
    static func parse(
        _ part: String, of archive: ZipArchive, with handler: XMLPartHandler, limits: XLSXLimits
    ) throws(XLSXError) {
        handler.limits = limits
        try handler.parse(part: part, of: archive)
    }
}
