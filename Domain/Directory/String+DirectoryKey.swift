import Foundation

extension String {
    /// True when the text is only Hangul syllables and printable ASCII other than uppercase
    /// letters and doubled or edge spaces: such text is already NFC, trimmed, lower-cased and
    /// single-spaced, so normalising it would change nothing.
    ///
    /// NB: Foundation's NFC and trimming bridge through NSString and dominated building keys
    /// for 100,000 persons; names and districts almost always take this fast path.
    var isPlainDirectoryText: Bool {
        var previousWasSpace = true
        for scalar in unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
                continue
            }
            previousWasSpace = false
            guard Hangul.syllables.contains(value) || (0x21...0x7E).contains(value) else {
                return false
            }
            if (0x41...0x5A).contains(value) { return false }
        }
        return !previousWasSpace || isEmpty
    }

    /// The text without leading and trailing Unicode whitespace, in pure Swift.
    var trimmedDirectoryText: String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isUnicodeWhitespace {
            start = scalars.index(after: start)
        }
        while end > start, scalars[scalars.index(before: end)].isUnicodeWhitespace {
            end = scalars.index(before: end)
        }
        return start == scalars.startIndex && end == scalars.endIndex
            ? self : String(scalars[start..<end])
    }
}
