import DirectoryDomain

extension String {
    /// The string without leading and trailing Unicode whitespace (spaces, tabs, newlines,
    /// U+3000 …), or nil when nothing is left.
    ///
    /// NB: pure Swift on purpose: Foundation's `trimmingCharacters(in:)` bridges through
    /// NSString and dominated the cost of mapping 30,000 workbook rows.
    var trimmedNonEmpty: String? {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return nil }
        if !first.isUnicodeWhitespace, !last.isUnicodeWhitespace { return self }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isUnicodeWhitespace {
            start = scalars.index(after: start)
        }
        while end > start, scalars[scalars.index(before: end)].isUnicodeWhitespace {
            end = scalars.index(before: end)
        }
        return start == end ? nil : String(scalars[start..<end])
    }
}
