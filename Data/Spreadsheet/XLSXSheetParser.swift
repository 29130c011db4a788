import Foundation

/// Streams a worksheet part into rows whose shared strings are still indices, or, with a
/// `visit` closure, hands each row to it resolved, as soon as it ends, keeping none.
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

        /// Whether a cell refers to a shared string.
        var usesSharedStrings: Bool {
            cells.contains { if case .shared = $0 { true } else { false } }
        }

        /// The row with its shared strings looked up in `strings`.
        ///
        /// - Throws: ``XLSXError/invalidCell(sheet:cell:reason:)`` for an index past them.
        func resolved(sheet: String, strings: [String]) throws(XLSXError) -> XLSXRow {
            var resolved: [XLSXCell] = []
            resolved.reserveCapacity(cells.count)
            for (column, raw) in zip(columns, cells) {
                switch raw {
                case .value(let cell): resolved.append(cell)
                case .shared(let index):
                    guard index < strings.count else {
                        let cell = XLSXCellReference.letters(ofColumn: column) + String(number)
                        throw .invalidCell(
                            sheet: sheet, cell: cell, reason: "string \(index) does not exist")
                    }
                    resolved.append(.text(strings[index]))
                }
            }
            return XLSXRow(number: number, columns: columns, cells: resolved)
        }
    }

    private let sheetName: String
    /// The shared strings for `visit` (nil when the workbook has none), or why they failed.
    private let strings: Result<[String], XLSXError>?
    /// Takes each row as it ends; false stops the parse.
    private let visit: ((XLSXRow) -> Bool)?
    /// The rows read, unless they go to `visit`.
    private(set) var rows: [RawRow] = []
    /// The highest shared-string index any cell uses, or -1.
    private(set) var maxSharedIndex = -1

    private var rowNumber = 0
    private var inRow = false
    private var columns: [Int] = []
    private var cells: [RawCell] = []
    private var column = 0
    private var cellType = CellType.number
    /// The row its `r` reference names, nil without one (the cell then is in `rowNumber`).
    private var referenceRow: Int?
    private var inCell = false
    private var inInline = false
    private var inPhonetic = false
    private var capturing = false
    private var value = ""
    private var inlineText = ""
    private var hasValue = false

    init(
        sheetName: String, strings: Result<[String], XLSXError>? = nil,
        visit: ((XLSXRow) -> Bool)? = nil
    ) {
        self.sheetName = sheetName
        self.strings = strings
        self.visit = visit
    }

    override func start(_ name: XMLName, attributes: XMLAttributes) {
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

    override func end(_ name: XMLName) {
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
        if (inInline ? inlineText : value).utf8.count > limits.maxValueBytes {
            failOverLimit("a cell whose text is longer than \(limits.maxValueBytes) bytes")
        }
    }

    /// A cell `<c …/>` or `<c …><v>…</v></c>` taken as its events would be, its shared-string
    /// index read from the bytes.
    override func compactElement(
        _ outer: XMLName, attributes: XMLAttributes, inner: XMLName?,
        innerAttributes: XMLAttributes, text: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        // NB: inside an inline string the text would go elsewhere: left to the events.
        guard !inInline, outer == "c", inner.map({ $0 == "v" }) ?? true else { return false }
        startCell(attributes)
        guard !isStopped else { return true }
        guard let text else {
            endCell()
            return true
        }
        // The `<v>`: its start, its text (within the limits already), its end.
        hasValue = true
        if cellType == .sharedString, inRow, let index = Self.digits(text) {
            inCell = false
            capturing = false
            maxSharedIndex = max(maxSharedIndex, index)
            columns.append(column)
            cells.append(.shared(index))
            return true
        }
        value = String(decoding: text, as: UTF8.self)
        endCell()
        return true
    }

    /// The number `bytes` spell when they are 1 to 18 ASCII digits (as `Int` reads them).
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (1...18).contains(bytes.count) else { return nil }
        var number = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            number = number * 10 + Int(byte - 0x30)
        }
        return number
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
        let row = RawRow(number: rowNumber, columns: columns, cells: cells)
        guard let visit else { return rows.append(row) }
        do throws(XLSXError) {
            var table: [String] = []
            if row.usesSharedStrings {
                guard let strings else { throw .notAWorkbook("it has no shared strings") }
                table = try strings.get()
            }
            if !visit(try row.resolved(sheet: sheetName, strings: table)) { finishEarly() }
        } catch {
            fail(error)
        }
    }

    private func startCell(_ attributes: XMLAttributes) {
        switch attributes.withValue("r", XLSXCellReference.parse(utf8:)) {
        case let parsed??:
            column = parsed.column
            referenceRow = parsed.row
        case nil?:
            let reference = attributes.attribute("r") ?? ""
            return fail(.invalidCell(sheet: sheetName, cell: reference, reason: "bad reference"))
        case nil:
            column += 1
            referenceRow = nil
        }
        cellType = attributes.withValue("t", CellType.init(utf8:)) ?? .number
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
        case .sharedString:
            guard let index = Int(value) ?? Int(value.trimmingCharacters(in: .whitespaces)),
                index >= 0
            else {
                let cell =
                    XLSXCellReference.letters(ofColumn: column) + String(referenceRow ?? rowNumber)
                return fail(.invalidCell(sheet: sheetName, cell: cell, reason: "bad string index"))
            }
            maxSharedIndex = max(maxSharedIndex, index)
            cell = .shared(index)
        case .inlineString: cell = .value(.text(XLSXEscapes.decode(inlineText)))
        case .boolean: cell = .value(.boolean(value == "1" || value.lowercased() == "true"))
        case .error: cell = .value(.error(value))
        case .text: cell = .value(.text(XLSXEscapes.decode(value)))
        case .number:
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

/// A cell's type, from its `t` attribute.
private enum CellType {
    /// `s`: an index into the shared strings.
    case sharedString
    /// `inlineStr`: text in the cell's `<is>`.
    case inlineString
    /// `b`.
    case boolean
    /// `e`: an error value such as `#REF!`.
    case error
    /// `str` (a formula's string result) or `d` (an ISO date): text in `<v>`.
    case text
    /// `n`, or no type: a number.
    case number

    init(utf8 type: UnsafeBufferPointer<UInt8>) {
        // NB: compared as a name is, byte for byte against literals.
        switch XMLName(bytes: type) {
        case "s": self = .sharedString
        case "inlineStr": self = .inlineString
        case "b": self = .boolean
        case "e": self = .error
        case "str", "d": self = .text
        default: self = .number
        }
    }
}
