extension StringProtocol {
    /// The text without the spaces and tabs at either end: Unicode's space separators (`Zs`,
    /// such as U+00A0 and U+3000), U+0009 and the zero-width space U+200B, the characters
    /// `trimmingCharacters(in: .whitespaces)` trims. Line breaks stay.
    ///
    /// NB: pure Swift, so reading the first typed command does not set up Foundation's
    /// character sets (a fortieth of start-up).
    public func trimmingSpaces() -> String {
        let text = String(self)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isSpaceOrTab { scalars.formIndex(after: &start) }
        while start < end, scalars[scalars.index(before: end)].isSpaceOrTab {
            scalars.formIndex(before: &end)
        }
        return String(scalars[start..<end])
    }
}

extension Unicode.Scalar {
    /// A tab, a space separator (`Zs`) or the zero-width space (`Zs` in Unicode 3, and still
    /// in Foundation's `.whitespaces`).
    fileprivate var isSpaceOrTab: Bool {
        switch value {
        case 0x09, 0x20, 0x200B: return true
        case 0..<0x80: return false
        default: return properties.generalCategory == .spaceSeparator
        }
    }
}
