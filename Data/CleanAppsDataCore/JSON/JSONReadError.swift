/// Why a ``JSONByteReader`` refused a document: what it found, and at which byte.
package struct JSONReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong at ``offset``.
    package enum Problem: Equatable, Sendable {
        /// The text ends where more was due (a value, a closing bracket, a string's end).
        case unexpectedEnd
        /// This byte cannot stand here (a value, `,`, `:` or a bracket was due).
        case unexpectedByte(UInt8)
        /// A string holds bytes that are not UTF-8 (overlong, surrogate, cut or stray bytes).
        case invalidUTF8
        /// A string holds a raw control character (below U+0020), which must be escaped.
        case controlCharacter
        /// A backslash is not followed by one of `" \ / b f n r t u` and four hex digits.
        case invalidEscape
        /// A `\uD800`–`\uDFFF` escape is not one half of a surrogate pair.
        case loneSurrogate
        /// A number does not follow RFC 8259's grammar (leading zero, `1.`, `-`, …).
        case invalidNumber
        /// A number where an integer was due has a fraction or exponent, or leaves `Int`'s range.
        case notAnInteger
        /// A number where a `Double` was due is too large or too small to be one.
        case numberOutOfRange
        /// Containers nest deeper than ``JSONByteReader/maximumDepth``.
        case tooDeep
        /// Something other than whitespace follows the top-level value.
        case trailingBytes
        /// A value of another kind stands where this kind was due (e.g. "a string").
        case typeMismatch(expected: String)
        /// An object lacks this required member.
        case missingKey(String)
        /// A value of the right kind that the reader's caller cannot use, with why.
        case invalidValue(String)
    }

    /// The byte offset in the document where the problem was found.
    package let offset: Int
    /// What the problem is.
    package let problem: Problem

    /// Creates an error for `problem` at byte `offset`.
    package init(offset: Int, problem: Problem) {
        self.offset = offset
        self.problem = problem
    }

    /// "at byte 42: a number has a leading zero or no digits", for logs and test failures.
    package var description: String {
        let what: String
        switch problem {
        case .unexpectedEnd: what = "the text ends too early"
        case .unexpectedByte(let byte): what = "unexpected byte 0x\(String(byte, radix: 16))"
        case .invalidUTF8: what = "a string is not valid UTF-8"
        case .controlCharacter: what = "a string holds an unescaped control character"
        case .invalidEscape: what = "a string holds an invalid escape"
        case .loneSurrogate: what = "a string holds a lone surrogate escape"
        case .invalidNumber: what = "a number is not valid JSON"
        case .notAnInteger: what = "a number is not an integer in range"
        case .numberOutOfRange: what = "a number is out of range"
        case .tooDeep: what = "containers nest too deep"
        case .trailingBytes: what = "bytes follow the value"
        case .typeMismatch(let expected): what = "expected \(expected)"
        case .missingKey(let key): what = "the member \"\(key)\" is missing"
        case .invalidValue(let reason): what = reason
        }
        return "at byte \(offset): \(what)"
    }
}
