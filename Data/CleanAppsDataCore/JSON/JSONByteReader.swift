import Foundation

/// A small, strict, pull-style reader of JSON text (RFC 8259) straight from its UTF-8 bytes
/// into the caller's values, the counterpart of ``PrettyJSONWriter``. It never builds a tree.
///
/// It refuses what RFC 8259 refuses: trailing commas, leading zeros, `+1`, `.5`, `1.`, bare
/// words other than `true`, `false` and `null`, single quotes, comments, a byte-order mark,
/// other encodings than UTF-8, raw control characters in strings, unknown escapes, lone
/// surrogates (escaped or encoded), invalid UTF-8 anywhere, and anything but whitespace after
/// the top-level value. Values it skips are checked as strictly as the ones it reads.
/// Containers nest at most ``maximumDepth`` deep. Object members come in file order; a key
/// seen twice in one object is reported only the first time, as `JSONDecoder` keeps the first.
///
/// NB: stricter than `JSONDecoder`, never looser. `JSONDecoder` accepts trailing commas, bad
/// escapes, raw control characters and invalid UTF-8 in values it skips, a byte-order mark
/// and UTF-16; callers that must keep its exact verdict hand a refused document to it
/// (JSONByteReaderStrictnessTests checks that nothing refused by it is accepted here).
package struct JSONByteReader {
    /// How deep containers may nest: `JSONDecoder`'s limit (513 open brackets fail there).
    package static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next unread byte.
    package internal(set) var offset = 0
    private var depth = 0
    /// The unescaped text of the last string that had escapes.
    var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads one JSON document from `data` with `body`, which must read exactly one value;
    /// then only whitespace may follow.
    ///
    /// - Throws: ``JSONReadError`` at the first byte that is not valid JSON, or that `body`
    ///   refuses.
    package static func read<Value>(
        _ data: Data, _ body: (inout JSONByteReader) throws(JSONReadError) -> Value
    ) throws(JSONReadError) -> Value {
        let result = data.withUnsafeBytes { raw -> Result<Value, JSONReadError> in
            var reader = JSONByteReader(raw.assumingMemoryBound(to: UInt8.self))
            return Result { () throws(JSONReadError) in
                let value = try body(&reader)
                reader.skipWhitespace()
                guard reader.offset == reader.bytes.count else {
                    throw reader.failure(.trailingBytes)
                }
                return value
            }
        }
        return try result.get()
    }

    // MARK: Containers

    /// Reads an object, calling `member` with the index in `keys` of each known key, first
    /// occurrence only, with the reader at its value; `member` must read that value. Values
    /// of unknown and repeated keys are skipped (and checked).
    package mutating func readObject(
        keys: JSONKeys, _ member: (inout JSONByteReader, Int) throws(JSONReadError) -> Void
    ) throws(JSONReadError) {
        try open(ASCII.openBrace, expected: "an object")
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == ASCII.closeBrace { return close() }
        var seen: UInt64 = 0
        repeat {
            let index = try readKey { keys.index(of: $0) }
            if let index, seen & (1 << index) == 0 {
                seen |= 1 << index
                try member(&self, index)
            } else {
                try skipValue()
            }
        } while try !endOfContainer(ASCII.closeBrace)
    }

    /// Reads an object, calling `member` with every key (repeats included) and the reader at
    /// its value, which `member` must read.
    package mutating func readMembers(
        _ member: (String, inout JSONByteReader) throws(JSONReadError) -> Void
    ) throws(JSONReadError) {
        try open(ASCII.openBrace, expected: "an object")
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == ASCII.closeBrace { return close() }
        repeat {
            let key = try readKey { String(decoding: $0, as: UTF8.self) }
            try member(key, &self)
        } while try !endOfContainer(ASCII.closeBrace)
    }

    /// Reads an array, calling `element` with the reader at each element, which it must read.
    package mutating func readElements(
        _ element: (inout JSONByteReader) throws(JSONReadError) -> Void
    ) throws(JSONReadError) {
        try open(ASCII.openBracket, expected: "an array")
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == ASCII.closeBracket {
            return close()
        }
        while true {
            try element(&self)
            if try endOfContainer(ASCII.closeBracket) { return }
        }
    }

    /// Reads an array whose elements `element` reads into values.
    package mutating func readArray<Element>(
        of element: (inout JSONByteReader) throws(JSONReadError) -> Element
    ) throws(JSONReadError) -> [Element] {
        var elements: [Element] = []
        try readElements { (reader: inout JSONByteReader) throws(JSONReadError) in
            elements.append(try element(&reader))
        }
        return elements
    }

    // MARK: Scalars

    /// The kind of the next value (after whitespace), without reading it.
    package mutating func peekKind() throws(JSONReadError) -> JSONValueKind {
        skipWhitespace()
        guard offset < bytes.count else { throw failure(.unexpectedEnd) }
        switch bytes[offset] {
        case ASCII.openBrace: return .object
        case ASCII.openBracket: return .array
        case ASCII.quote: return .string
        case ASCII.minus, ASCII.zero...ASCII.nine: return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw failure(.unexpectedByte(bytes[offset]))
        }
    }

    /// Reads `null` and returns true, or returns false (reading nothing) for another value.
    package mutating func readNull() throws(JSONReadError) -> Bool {
        guard try peekKind() == .null else { return false }
        try literal("null")
        return true
    }

    /// Reads a string.
    package mutating func readString() throws(JSONReadError) -> String {
        try expect(.string, "a string")
        return try withString { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads `true` or `false`.
    package mutating func readBool() throws(JSONReadError) -> Bool {
        try expect(.bool, "true or false")
        let isTrue = bytes[offset] == UInt8(ascii: "t")
        try literal(isTrue ? "true" : "false")
        return isTrue
    }

    /// Reads an integer written without fraction or exponent, within `Int`'s range.
    ///
    /// NB: `JSONDecoder` also takes `1.0`, `1e2` and `1e-400` (as 0) for an `Int`; refusing
    /// them keeps this reader stricter, and real files never write them.
    package mutating func readInt() throws(JSONReadError) -> Int {
        try expect(.number, "a number")
        let start = offset
        let isNegative = bytes[offset] == ASCII.minus
        if isNegative { offset += 1 }
        var value = 0
        var overflow = false
        while offset < bytes.count, case ASCII.zero...ASCII.nine = bytes[offset] {
            let digit = Int(bytes[offset] &- ASCII.zero)
            let shifted = value.multipliedReportingOverflow(by: 10)
            let next =
                isNegative
                ? shifted.partialValue.subtractingReportingOverflow(digit)
                : shifted.partialValue.addingReportingOverflow(digit)
            overflow = overflow || shifted.overflow || next.overflow
            value = next.partialValue
            offset += 1
        }
        let end = offset
        offset = start
        let shape = try scanNumber()
        guard offset == end, shape.isInteger, !overflow else {
            throw JSONReadError(offset: start, problem: .notAnInteger)
        }
        return value
    }

    /// Reads a number as the nearest `Double`.
    ///
    /// NB: refuses what `JSONDecoder` refuses for a `Double`: values beyond its range and
    /// non-zero values so small that they round to zero.
    package mutating func readDouble() throws(JSONReadError) -> Double {
        try expect(.number, "a number")
        let start = offset
        let shape = try scanNumber()
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite, value != 0 || !shape.hasNonzeroDigit else {
            throw JSONReadError(offset: start, problem: .numberOutOfRange)
        }
        return value
    }

    /// Skips the next value, checking it as strictly as reading it would.
    package mutating func skipValue() throws(JSONReadError) {
        switch try peekKind() {
        case .object:
            try open(ASCII.openBrace, expected: "an object")
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == ASCII.closeBrace { return close() }
            repeat {
                try readKey { _ in () }
                try skipValue()
            } while try !endOfContainer(ASCII.closeBrace)
        case .array:
            try readElements { (reader: inout JSONByteReader) throws(JSONReadError) in
                try reader.skipValue()
            }
        case .string: try withString { _ in () }
        case .number: _ = try scanNumber()
        case .bool: _ = try readBool()
        case .null: try literal("null")
        }
    }

    /// An error for `problem` at the current offset (e.g. a missing member, at the end of
    /// its object).
    package func failure(_ problem: JSONReadError.Problem) -> JSONReadError {
        JSONReadError(offset: offset, problem: problem)
    }

    /// `value`, or a ``JSONReadError/Problem/missingKey(_:)`` error when it is nil.
    package func required<Value>(_ value: Value?, _ key: String) throws(JSONReadError) -> Value {
        guard let value else { throw failure(.missingKey(key)) }
        return value
    }
}

/// The kinds of JSON values.
package enum JSONValueKind: Equatable, Sendable {
    case object, array, string, number, bool, null
}

// MARK: - Structure

extension JSONByteReader {
    /// The bytes of JSON's structure.
    enum ASCII {
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let openBrace = UInt8(ascii: "{")
        static let closeBrace = UInt8(ascii: "}")
        static let openBracket = UInt8(ascii: "[")
        static let closeBracket = UInt8(ascii: "]")
        static let comma = UInt8(ascii: ",")
        static let colon = UInt8(ascii: ":")
        static let minus = UInt8(ascii: "-")
        static let plus = UInt8(ascii: "+")
        static let dot = UInt8(ascii: ".")
        static let zero = UInt8(ascii: "0")
        static let nine = UInt8(ascii: "9")
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private mutating func expect(_ kind: JSONValueKind, _ expected: String) throws(JSONReadError) {
        guard try peekKind() == kind else { throw failure(.typeMismatch(expected: expected)) }
    }

    private mutating func open(_ bracket: UInt8, expected: String) throws(JSONReadError) {
        skipWhitespace()
        guard offset < bytes.count else { throw failure(.unexpectedEnd) }
        guard bytes[offset] == bracket else {
            _ = try peekKind()
            throw failure(.typeMismatch(expected: expected))
        }
        guard depth < Self.maximumDepth else { throw failure(.tooDeep) }
        depth += 1
        offset += 1
    }

    private mutating func close() {
        offset += 1
        depth -= 1
    }

    /// After a member or element: reads `,` (false) or the closing bracket (true).
    private mutating func endOfContainer(_ bracket: UInt8) throws(JSONReadError) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw failure(.unexpectedEnd) }
        switch bytes[offset] {
        case ASCII.comma:
            offset += 1
            return false
        case bracket:
            close()
            return true
        default:
            throw failure(.unexpectedByte(bytes[offset]))
        }
    }

    /// Reads a member's key and its `:`, handing the key's unescaped UTF-8 to `match`.
    private mutating func readKey<Key>(
        _ match: (UnsafeBufferPointer<UInt8>) -> Key
    ) throws(JSONReadError) -> Key {
        skipWhitespace()
        guard offset < bytes.count else { throw failure(.unexpectedEnd) }
        guard bytes[offset] == ASCII.quote else { throw failure(.unexpectedByte(bytes[offset])) }
        let key = try withString(match)
        skipWhitespace()
        guard offset < bytes.count else { throw failure(.unexpectedEnd) }
        guard bytes[offset] == ASCII.colon else { throw failure(.unexpectedByte(bytes[offset])) }
        offset += 1
        return key
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            memcmp(bytes.baseAddress! + offset, word.utf8Start, count) == 0
        else { throw failure(.unexpectedByte(bytes[offset])) }
        offset += count
    }
}
