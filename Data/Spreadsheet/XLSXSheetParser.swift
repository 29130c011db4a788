import Foundation

/// Streams a worksheet part into rows whose shared strings are still indices.
///
/// Rows and cells may omit their `r` reference (they then follow the previous one); formula
/// cells contribute their cached `<v>`; inline strings join their `<t>` runs and skip
/// phonetic (`<rPh>`) runs; cells without a value are dropped.
final class XLSXSheetParser: XMLPartHandler {
    /// A cell before shared strings are resolved.
    enum RawCell: Sendable {
        case shared(Int)
        case value(XLSXCell)
    }

    /// A row before shared strings are resolved.
    struct RawRow: Sendable {
        let number: Int
        let columns: [Int]
        let cells: [RawCell]
    }

    private let sheetName: String
    private(set) var rows: [RawRow] = []
    /// The highest shared-string index any cell uses, or -1.
    private(set) var maxSharedIndex = -1

    private var rowNumber = 0
    private var inRow = false
    private var columns: [Int] = []
    private var cells: [RawCell] = []
    private var column = 0
    private var cellType: String?
    private var cellReference = ""
    private var inCell = false
    private var inInline = false
    private var inPhonetic = false
    private var capturing = false
    private var value = ""
    private var inlineText = ""
    private var hasValue = false

    init(sheetName: String) {
        self.sheetName = sheetName
    }

    override func start(_ name: String, attributes: XMLAttributes) {
        switch name {
        case "row": startRow(attributes)
        case "c": startCell(attributes)
        case "v" where inCell:
            capturing = true
            hasValue = true
            value = ""
        case "is" where inCell:
            inInline = true
            hasValue = true
        case "rPh": inPhonetic = true
        case "t" where inInline && !inPhonetic: capturing = true
        default: break
        }
    }

    override func end(_ name: String) {
        switch name {
        case "row": endRow()
        case "c": endCell()
        case "v": capturing = false
        case "t": if inInline { capturing = false }
        case "is": inInline = false
        case "rPh": inPhonetic = false
        default: break
        }
    }

    override func characters(_ text: String) {
        guard capturing else { return }
        if inInline {
            inlineText += text
        } else if value.isEmpty {
            value = text
        } else {
            value += text
        }
    }

    private func startRow(_ attributes: XMLAttributes) {
        if let text = attributes.attribute("r") {
            guard let number = Int(text), (1...XLSXCellReference.maxRow).contains(number) else {
                return fail(
                    .invalidCell(sheet: sheetName, cell: "row \(text)", reason: "bad row number"))
            }
            rowNumber = number
        } else {
            rowNumber += 1
        }
        inRow = true
        column = 0
        columns = []
        cells = []
    }

    private func endRow() {
        inRow = false
        guard !cells.isEmpty else { return }
        rows.append(RawRow(number: rowNumber, columns: columns, cells: cells))
    }

    private func startCell(_ attributes: XMLAttributes) {
        if let reference = attributes.attribute("r") {
            guard let parsed = XLSXCellReference.parse(reference) else {
                return fail(
                    .invalidCell(sheet: sheetName, cell: reference, reason: "bad reference"))
            }
            column = parsed.column
            cellReference = reference
        } else {
            column += 1
            cellReference = ""
        }
        cellType = attributes.attribute("t")
        inCell = true
        hasValue = false
        value = ""
        inlineText = ""
    }

    private func endCell() {
        inCell = false
        capturing = false
        guard hasValue, inRow else { return }
        let cell: RawCell
        switch cellType {
        case "s":
            guard let index = Int(value) ?? Int(value.trimmingCharacters(in: .whitespaces)),
                index >= 0
            else {
                let cell =
                    cellReference.isEmpty
                    ? XLSXCellReference.letters(ofColumn: column) + String(rowNumber)
                    : cellReference
                return fail(.invalidCell(sheet: sheetName, cell: cell, reason: "bad string index"))
            }
            maxSharedIndex = max(maxSharedIndex, index)
            cell = .shared(index)
        case "inlineStr": cell = .value(.text(XLSXEscapes.decode(inlineText)))
        case "b": cell = .value(.boolean(value == "1" || value.lowercased() == "true"))
        case "e": cell = .value(.error(value))
        case "str", "d": cell = .value(.text(XLSXEscapes.decode(value)))
        default:
            let number =
                value.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
                ? value.trimmingCharacters(in: .whitespacesAndNewlines) : value
            guard !number.isEmpty else { return }
            cell = .value(.number(number))
        }
        columns.append(column)
        cells.append(cell)
    }
}
