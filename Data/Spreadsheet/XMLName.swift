/// An element's name without its namespace prefix (`x:c` → `c`), as ``XMLScanner`` read it.
///
/// It points into the part's bytes and is valid only during the handler call that receives
/// it: compare it (`name == "row"`, `case "c":`) or copy it (``string``), never keep it.
///
/// NB: a `String` per element was a fifth of a sheet's scan; a name is compared far more often
/// than it is kept.
struct XMLName {
    /// The name's UTF-8 bytes.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The name as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the name is exactly `literal`.
    static func == (name: XMLName, literal: StaticString) -> Bool {
        literal.withUTF8Buffer { name.bytes.elementsEqual($0) }
    }

    /// Lets a `switch` over a name match string literals.
    static func ~= (literal: StaticString, name: XMLName) -> Bool {
        name == literal
    }
}
