extension Character {
    /// Whether this is one of `0`…`9` (unlike `isNumber`, which accepts any script's digits).
    package var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
