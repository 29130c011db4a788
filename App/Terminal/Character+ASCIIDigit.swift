extension Character {
    /// Whether this is one of `0`…`9` (unlike `isNumber`, which accepts any script's digits).
    public var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
