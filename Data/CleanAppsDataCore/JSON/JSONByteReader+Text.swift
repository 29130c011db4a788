import Foundation

// MARK: Strings and numbers

extension JSONByteReader {
    /// Reads the string at the current `"` and hands its unescaped UTF-8 to `use` (valid only
    /// during the call).
    ///
    /// NB: a string without escapes is handed over in place; the first escape switches to
    /// copying into `scratch`, so no string is scanned twice.
    mutating func withString<Result>(
        _ use: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(JSONReadError) -> Result {
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == ASCII.quote {
                let text = use(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
                offset += 1
                return text
            }
            if byte == ASCII.backslash { return try withEscapedString(from: start, use) }
            try skipCharacter(byte)
        }
        throw failure(.unexpectedEnd)
    }

    private mutating func withEscapedString<Result>(
        from start: Int, _ use: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(JSONReadError) -> Result {
        scratch.removeAll(keepingCapacity: true)
        // NB: unescaped text is copied a run at a time (GamerPower escapes every `/` of its
        // URLs, so most of its strings come this way).
        var runStart = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == ASCII.quote || byte == ASCII.backslash {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                if byte == ASCII.quote {
                    offset += 1
                    return scratch.withUnsafeBufferPointer(use)
                }
                try appendEscape()
                runStart = offset
                continue
            }
            try skipCharacter(byte)
        }
        throw failure(.unexpectedEnd)
    }

    /// Steps over one unescaped character of a string, checking it.
    private mutating func skipCharacter(_ byte: UInt8) throws(JSONReadError) {
        if byte >= 0x80 { return try skipUTF8Sequence(lead: byte) }
        guard byte >= 0x20 else { throw failure(.controlCharacter) }
        offset += 1
    }

    /// Steps over one multi-byte UTF-8 sequence: no overlong forms, no surrogates, nothing
    /// past U+10FFFF (the Unicode standard's table 3-7).
    private mutating func skipUTF8Sequence(lead: UInt8) throws(JSONReadError) {
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: throw failure(.invalidUTF8)
        }
        guard offset + length <= bytes.count, (low...high).contains(bytes[offset + 1]) else {
            throw failure(.invalidUTF8)
        }
        for next in 2..<length where bytes[offset + next] & 0xC0 != 0x80 {
            throw failure(.invalidUTF8)
        }
        offset += length
    }

    /// Reads one escape at the current `\` and appends what it stands for to `scratch`.
    private mutating func appendEscape() throws(JSONReadError) {
        guard offset + 1 < bytes.count else { throw failure(.unexpectedEnd) }
        let escaped: UInt8
        switch bytes[offset + 1] {
        case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"): escaped = bytes[offset + 1]
        case UInt8(ascii: "b"): escaped = 0x08
        case UInt8(ascii: "f"): escaped = 0x0C
        case UInt8(ascii: "n"): escaped = 0x0A
        case UInt8(ascii: "r"): escaped = 0x0D
        case UInt8(ascii: "t"): escaped = 0x09
        case UInt8(ascii: "u"): return try appendUnicodeEscape()
        default: throw failure(.invalidEscape)
        }
        scratch.append(escaped)
        offset += 2
    }

    /// Reads `\uXXXX` (or a `\uD8xx\uDCxx` pair) and appends the scalar as UTF-8.
    private mutating func appendUnicodeEscape() throws(JSONReadError) {
        let escapeStart = offset
        var value = try hexQuad(at: offset + 2)
        offset += 6
        if (0xDC00...0xDFFF).contains(value) {
            throw JSONReadError(offset: escapeStart, problem: .loneSurrogate)
        }
        if (0xD800...0xDBFF).contains(value) {
            guard offset + 1 < bytes.count, bytes[offset] == ASCII.backslash,
                bytes[offset + 1] == UInt8(ascii: "u")
            else { throw JSONReadError(offset: escapeStart, problem: .loneSurrogate) }
            let low = try hexQuad(at: offset + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONReadError(offset: escapeStart, problem: .loneSurrogate)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            offset += 6
        }
        // NB: never nil, surrogates were handled above.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        scratch.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// The value of the four hex digits at `position`.
    private func hexQuad(at position: Int) throws(JSONReadError) -> UInt32 {
        guard position + 4 <= bytes.count else {
            throw JSONReadError(offset: position, problem: .unexpectedEnd)
        }
        var value: UInt32 = 0
        for index in position..<position + 4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONReadError(offset: index, problem: .invalidEscape)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Steps over one number, checking RFC 8259's grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func scanNumber() throws(JSONReadError) -> (isInteger: Bool, hasNonzeroDigit: Bool) {
        let start = offset
        var hasNonzeroDigit = false
        if bytes[offset] == ASCII.minus { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw JSONReadError(offset: start, problem: .invalidNumber)
        }
        if bytes[offset] == ASCII.zero {
            offset += 1
        } else {
            hasNonzeroDigit = true
            skipDigits()
        }
        var isInteger = true
        if offset < bytes.count, bytes[offset] == ASCII.dot {
            isInteger = false
            offset += 1
            let digits = offset
            while offset < bytes.count, isDigit(bytes[offset]) {
                if bytes[offset] != ASCII.zero { hasNonzeroDigit = true }
                offset += 1
            }
            guard offset > digits else {
                throw JSONReadError(offset: start, problem: .invalidNumber)
            }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == ASCII.plus || bytes[offset] == ASCII.minus {
                offset += 1
            }
            let digits = offset
            skipDigits()
            guard offset > digits else {
                throw JSONReadError(offset: start, problem: .invalidNumber)
            }
        }
        return (isInteger, hasNonzeroDigit)
    }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- ASCII.zero < 10
    }
}

/// The member names an object decoder knows, matched against keys' bytes without making
/// `String`s. At most 64 names (a reader tracks repeats in one 64-bit mask).
package struct JSONKeys: Sendable {
    private let names: [[UInt8]]

    /// The names, each matched by its index in `names`.
    package init(_ names: [String]) {
        precondition(names.count <= 64, "a JSONKeys holds at most 64 names")
        self.names = names.map { Array($0.utf8) }
    }

    /// The index of the name whose UTF-8 is `key`, or nil.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        for (index, name) in names.enumerated() where name.count == key.count {
            let isEqual = name.withUnsafeBufferPointer { name in
                name.isEmpty || memcmp(name.baseAddress!, key.baseAddress!, key.count) == 0
            }
            if isEqual { return index }
        }
        return nil
    }
}
