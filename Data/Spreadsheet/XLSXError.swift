import ArchiveKit

/// Why an .xlsx workbook, or a part of it, could not be read.
public enum XLSXError: Error, Equatable, Sendable {
    /// The zip container is unreadable.
    case archive(ArchiveError)
    /// The zip is not a spreadsheet workbook; the text says what is missing.
    case notAWorkbook(String)
    /// A part the workbook refers to is not in the archive.
    case missingPart(String)
    /// A part is not well-formed XML, or uses a DTD.
    case invalidXML(part: String, reason: String)
    /// A part goes past one of the ``XLSXLimits``; `what` names it with its number.
    case overLimit(part: String, what: String)
    /// No sheet has this name.
    case missingSheet(String)
    /// A cell is malformed (bad reference, bad shared-string index, …).
    case invalidCell(sheet: String, cell: String, reason: String)

    /// One sentence saying what went wrong.
    public var message: String {
        switch self {
        case .archive(let error):
            return error.message
        case .notAWorkbook(let reason):
            return "The file is not an Excel workbook (\(reason)); save it as .xlsx and retry."
        case .missingPart(let part):
            return "The workbook lacks its part \"\(part)\"; save it again from a spreadsheet "
                + "program."
        case .invalidXML(let part, let reason):
            return "The workbook part \"\(part)\" is not valid XML (\(reason)); the file is "
                + "damaged."
        case .overLimit(let part, let what):
            return "The workbook part \"\(part)\" has \(what), which no spreadsheet program "
                + "writes; the file was refused."
        case .missingSheet(let name):
            return "The workbook has no sheet named \"\(name)\"."
        case .invalidCell(let sheet, let cell, let reason):
            return "Cell \(cell) of sheet \"\(sheet)\" is malformed (\(reason)); fix it and retry."
        }
    }
}
