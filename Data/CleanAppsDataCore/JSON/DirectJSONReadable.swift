/// A value that reads itself with a ``JSONByteReader`` into exactly what its `Decodable`
/// conformance gives through `JSONDecoder` (with ``DocumentCoding``'s settings), in one pass
/// over the bytes: the counterpart of ``DirectJSONDocument``. ``JSONDocumentStore`` reads
/// its file this way when the document conforms.
///
/// Conformers ignore unknown keys, take the first of repeated keys, treat `null` as absent
/// for optionals, and throw for missing required members and wrong types, as the
/// synthesized conformances do. They may refuse more (e.g. `1.0` for an `Int`), never less.
package protocol DirectJSONReadable {
    /// Reads one value from `reader`.
    init(reading reader: inout JSONByteReader) throws(JSONReadError)
}

extension JSONByteReader {
    /// Reads `null` as nil, or a value with `read`.
    package mutating func readOptional<Value>(
        _ read: (inout JSONByteReader) throws(JSONReadError) -> Value
    ) throws(JSONReadError) -> Value? {
        if try readNull() { return nil }
        return try read(&self)
    }

    /// Reads `null` as nil, or a string.
    package mutating func readOptionalString() throws(JSONReadError) -> String? {
        if try readNull() { return nil }
        return try readString()
    }

    /// Reads `null` as nil, or an integer.
    package mutating func readOptionalInt() throws(JSONReadError) -> Int? {
        if try readNull() { return nil }
        return try readInt()
    }

    /// Reads an array of strings.
    package mutating func readStrings() throws(JSONReadError) -> [String] {
        try readArray { (reader: inout JSONByteReader) throws(JSONReadError) in
            try reader.readString()
        }
    }

    /// Reads an array of values that read themselves.
    package mutating func readArray<Element: DirectJSONReadable>(
        of type: Element.Type
    ) throws(JSONReadError) -> [Element] {
        try readArray { (reader: inout JSONByteReader) throws(JSONReadError) in
            try Element(reading: &reader)
        }
    }
}
