/// One cell of a sheet written by ``WorkbookWriter``.
public enum WorkbookCell: Sendable {
    /// A number cell.
    case number(Int)
    /// A number cell holding `raw` as written (e.g. "43213", "NaN").
    case rawNumber(String)
    /// A date as spreadsheet programs store it: the day serial (days since 1899-12-30) in a
    /// number cell with a date style.
    case dateSerial(Int)
    /// An error cell such as "#REF!".
    case error(String)
    /// A cell with a style and no value, as spreadsheet programs leave down to row 999.
    case styledEmpty
    /// Text kept in the shared-strings part, referred to by index (`t="s"`).
    case text(String)
    /// Text written into the cell itself (`t="inlineStr"`).
    case inlineText(String)
    /// A formula with its cached numeric result.
    case formula(String, cached: Int)
}

/// Writes an .xlsx package as spreadsheet programs do: `[Content_Types].xml`, the package
/// and workbook relationships, `xl/workbook.xml`, one part per sheet and the shared strings,
/// zipped by `ZipWriter`.
///
/// Sheet parts are numbered out of workbook order (the first sheet is `sheet2.xml`, the last
/// `sheet1.xml`) and relationship ids start at `rId10`, so a reader that guesses parts from
/// `sheetN.xml` instead of following the relationships gets the wrong sheets.
public struct WorkbookWriter: Sendable {
    private static let declaration =
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    private static let spreadsheetNamespaces =
        "xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
        + "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\""
    private static let relationshipTypes =
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
    private static let contentTypePrefix = "application/vnd.openxmlformats-"

    private var sheets: [(name: String, xml: String)] = []

    /// Creates a writer with no sheets.
    public init() {}
    private var sharedStrings: [String] = []
    private var sharedStringIndex: [String: Int] = [:]

    /// Adds a sheet after the others. `rows[0]` is row 1 and `row[0]` column A; nil cells
    /// are left out, and a row without cells is written empty.
    public mutating func addSheet(_ name: String, rows: [[WorkbookCell?]]) {
        var xml = Self.declaration + "<worksheet \(Self.spreadsheetNamespaces)><sheetData>"
        for (rowIndex, cells) in rows.enumerated() {
            let rowNumber = rowIndex + 1
            var written = ""
            for (columnIndex, cell) in cells.enumerated() {
                guard let cell else { continue }
                let reference = Self.columnLetters(columnIndex + 1) + String(rowNumber)
                written += xmlCell(cell, reference: reference)
            }
            xml +=
                written.isEmpty
                ? "<row r=\"\(rowNumber)\"/>" : "<row r=\"\(rowNumber)\">\(written)</row>"
        }
        xml += "</sheetData></worksheet>"
        sheets.append((name, xml))
    }

    /// Adds a sheet after the others whose `<sheetData>` holds `sheetData` as it is, for
    /// shapes no spreadsheet program writes (hostile attributes, values, nesting).
    public mutating func addSheet(_ name: String, sheetData: String) {
        sheets.append(
            (
                name,
                Self.declaration + "<worksheet \(Self.spreadsheetNamespaces)><sheetData>"
                    + sheetData + "</sheetData></worksheet>"
            ))
    }

    /// The zipped package.
    public func archive() -> [UInt8] {
        var zip = ZipWriter()
        zip.add("[Content_Types].xml", contents: Array(contentTypes().utf8))
        zip.add("_rels/.rels", contents: Array(packageRelationships().utf8))
        zip.add("xl/workbook.xml", contents: Array(workbookPart().utf8))
        zip.add("xl/_rels/workbook.xml.rels", contents: Array(workbookRelationships().utf8))
        for (index, sheet) in sheets.enumerated() {
            zip.add("xl/worksheets/\(partName(ofSheet: index))", contents: Array(sheet.xml.utf8))
        }
        zip.add("xl/sharedStrings.xml", contents: Array(sharedStringsPart().utf8))
        return zip.archive()
    }

    private mutating func xmlCell(_ cell: WorkbookCell, reference: String) -> String {
        switch cell {
        case .number(let value):
            return "<c r=\"\(reference)\"><v>\(value)</v></c>"
        case .text(let text):
            return "<c r=\"\(reference)\" t=\"s\"><v>\(sharedIndex(of: text))</v></c>"
        case .inlineText(let text):
            return "<c r=\"\(reference)\" t=\"inlineStr\"><is><t xml:space=\"preserve\">"
                + "\(Self.escaped(text))</t></is></c>"
        case .formula(let formula, let cached):
            return "<c r=\"\(reference)\"><f>\(Self.escaped(formula))</f><v>\(cached)</v></c>"
        case .dateSerial(let serial):
            return "<c r=\"\(reference)\" s=\"2\"><v>\(serial)</v></c>"
        case .rawNumber(let raw):
            return "<c r=\"\(reference)\"><v>\(Self.escaped(raw))</v></c>"
        case .error(let value):
            return "<c r=\"\(reference)\" t=\"e\"><v>\(Self.escaped(value))</v></c>"
        case .styledEmpty:
            return "<c r=\"\(reference)\" s=\"1\"/>"
        }
    }

    private mutating func sharedIndex(of text: String) -> Int {
        if let index = sharedStringIndex[text] { return index }
        sharedStringIndex[text] = sharedStrings.count
        sharedStrings.append(text)
        return sharedStrings.count - 1
    }

    /// `sheetN.xml` of the sheet at `index`: the numbering is rotated by one.
    private func partName(ofSheet index: Int) -> String {
        "sheet\((index + 1) % sheets.count + 1).xml"
    }

    private func contentTypes() -> String {
        let type = Self.contentTypePrefix + "officedocument.spreadsheetml."
        var xml =
            Self.declaration
            + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
            + "<Default Extension=\"rels\" ContentType=\"\(Self.contentTypePrefix)"
            + "package.relationships+xml\"/>"
            + "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
            + "<Override PartName=\"/xl/workbook.xml\" ContentType=\"\(type)sheet.main+xml\"/>"
            + "<Override PartName=\"/xl/sharedStrings.xml\" "
            + "ContentType=\"\(type)sharedStrings+xml\"/>"
        for index in sheets.indices {
            xml +=
                "<Override PartName=\"/xl/worksheets/sheet\(index + 1).xml\" "
                + "ContentType=\"\(type)worksheet+xml\"/>"
        }
        return xml + "</Types>"
    }

    private func packageRelationships() -> String {
        Self.declaration
            + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
            + "<Relationship Id=\"rId1\" Type=\"\(Self.relationshipTypes)officeDocument\" "
            + "Target=\"xl/workbook.xml\"/></Relationships>"
    }

    private func workbookPart() -> String {
        var xml = Self.declaration + "<workbook \(Self.spreadsheetNamespaces)><sheets>"
        for (index, sheet) in sheets.enumerated() {
            xml +=
                "<sheet state=\"visible\" name=\"\(Self.escaped(sheet.name))\" "
                + "sheetId=\"\(index + 1)\" r:id=\"rId\(index + 10)\"/>"
        }
        return xml + "</sheets></workbook>"
    }

    private func workbookRelationships() -> String {
        var xml =
            Self.declaration
            + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        for index in sheets.indices {
            xml +=
                "<Relationship Id=\"rId\(index + 10)\" Type=\"\(Self.relationshipTypes)worksheet\" "
                + "Target=\"worksheets/\(partName(ofSheet: index))\"/>"
        }
        return xml
            + "<Relationship Id=\"rId2\" Type=\"\(Self.relationshipTypes)sharedStrings\" "
            + "Target=\"sharedStrings.xml\"/></Relationships>"
    }

    private func sharedStringsPart() -> String {
        var xml =
            Self.declaration
            + "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
            + "count=\"\(sharedStrings.count)\" uniqueCount=\"\(sharedStrings.count)\">"
        for text in sharedStrings {
            xml += "<si><t xml:space=\"preserve\">\(Self.escaped(text))</t></si>"
        }
        return xml + "</sst>"
    }

    /// "A" for 1, "Z" for 26, "AA" for 27.
    static func columnLetters(_ column: Int) -> String {
        var letters = ""
        var rest = column
        while rest > 0 {
            let digit = (rest - 1) % 26
            letters = String(UnicodeScalar(UInt8(65 + digit))) + letters
            rest = (rest - 1) / 26
        }
        return letters
    }

    /// `text` with `&`, `<`, `>` and `"` written as entities (fit for text and attributes).
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { "&<>\"".utf8.contains($0) }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
