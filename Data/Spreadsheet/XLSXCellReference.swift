/// Parses A1-style cell references ("B3", "XFD1048576") into column and row numbers.
public enum XLSXCellReference {
    /// The last column Excel allows (XFD).
    public static let maxColumn = 16_384
    /// The last row Excel allows.
    public static let maxRow = 1_048_576

    /// (column, row) of `reference`, 1-based; nil when it is not a valid reference.
    public static func parse(_ reference: String) -> (column: Int, row: Int)? {
        parse(utf8: reference.utf8)
    }

    /// (column, row) of the reference whose UTF-8 is `utf8`; nil when it is not a valid one.
    static func parse(utf8: some Sequence<UInt8>) -> (column: Int, row: Int)? {
        var column = 0
        var row = 0
        var seenDigit = false
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                guard !seenDigit else { return nil }
                column = column * 26 + Int((byte & 0xDF) - UInt8(ascii: "A")) + 1
                guard column <= maxColumn else { return nil }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard column > 0 else { return nil }
                seenDigit = true
                row = row * 10 + Int(byte - UInt8(ascii: "0"))
                guard row <= maxRow else { return nil }
            default:
                return nil
            }
        }
        guard column > 0, row > 0 else { return nil }
        return (column, row)
    }

    /// The letters of a 1-based column number: 1 → "A", 28 → "AB".
    public static func letters(ofColumn column: Int) -> String {
        var number = column
        var letters: [Character] = []
        while number > 0 {
            let remainder = (number - 1) % 26
            letters.insert(Character(Unicode.Scalar(UInt8(65 + remainder))), at: 0)
            number = (number - 1) / 26
        }
        return String(letters)
    }
}
