extension Unicode.Scalar {
    /// Unicode's White_Space property (`properties.isWhitespace`), with the ASCII answer
    /// (tab, line feed, vertical tab, form feed, carriage return, space) computed directly.
    ///
    /// NB: the property look-up costs a table search per character; trimming the cells of a
    /// 30,000-row workbook asks it for almost every cell's first and last character.
    package var isUnicodeWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
