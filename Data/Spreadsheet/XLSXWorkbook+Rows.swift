/// Reading one sheet row by row as it unpacks.
extension XLSXWorkbook {
    /// Reads the sheet with this name (as ``sheet(named:)`` finds it) while it unpacks and
    /// hands each row that has a value, its shared strings resolved, to `visit` in the order
    /// the part lists them (by row number in files spreadsheet programs write; check it if it
    /// matters). No row is kept, so memory follows one row and the shared strings, not the
    /// sheet. `visit` returns false to stop; the rest is then neither read nor checked.
    ///
    /// Reads all the shared strings first (kept for later requests).
    ///
    /// - Throws: ``XLSXError/missingSheet(_:)``, or why the sheet (or a string a cell needs)
    ///   could not be read.
    public func forEachRow(inSheet name: String, _ visit: (XLSXRow) -> Bool) throws(XLSXError) {
        guard let sheetName = resolvedName(name), let part = sheetParts[sheetName] else {
            throw .missingSheet(name)
        }
        // NB: strings nobody refers to cannot fail the read, as for a whole sheet.
        let strings = sharedStringsPart.map { _ in
            Result { () throws(XLSXError) in try sharedStrings(count: .max) }
        }
        let result = withoutActuallyEscaping(visit) { visit in
            Result { () throws(XLSXError) in
                let parser = XLSXSheetParser(sheetName: sheetName, strings: strings, visit: visit)
                try Self.parse(part, of: archive, with: parser, limits: limits)
            }
        }
        try result.get()
    }
}
