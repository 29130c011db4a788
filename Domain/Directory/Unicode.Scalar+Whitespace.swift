extension Unicode.Scalar {
    /// Unicode's White_Space property (`properties.isWhitespace`), computed directly: tab,
    /// line feed, vertical tab, form feed, carriage return and space; U+0085, U+00A0, U+1680,
    /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000.
    ///
    /// NB: the property look-up costs a table search per character; trimming the cells of a
    /// 30,000-row workbook asks it for almost every cell's first and last character, and
    /// Korean names start and end with Hangul. The set is stable across Unicode versions
    /// (the tests compare it with the property for every scalar).
    package var isUnicodeWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
            0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
