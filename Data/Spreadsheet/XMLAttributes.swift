/// An element's attributes in document order, as ``XMLScanner`` read them (a handful per
/// element, so a list, not a dictionary).
///
/// Like ``XMLName`` it points into the part's bytes and is valid only during the handler call
/// that receives it. A value becomes a `String` when it is asked for; the scanner has checked
/// every value already (characters, references), so asking cannot fail.
struct XMLAttributes {
    /// One attribute: its qualified name's bytes, and its value's, or the value already decoded
    /// when it held references or whitespace to normalise.
    private struct Attribute {
        let name: Range<Int>
        let value: Range<Int>
        let decoded: String?
    }

    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var list: [Attribute] = []

    /// Empties the list for the next element of `bytes`, keeping its storage.
    mutating func reset(in bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        list.removeAll(keepingCapacity: true)
    }

    /// How many attributes the element has.
    var count: Int { list.count }

    /// Adds an attribute; `decoded` is its value when the raw bytes are not the value.
    mutating func append(name: Range<Int>, value: Range<Int>, decoded: String?) {
        list.append(Attribute(name: name, value: value, decoded: decoded))
    }

    /// Whether an attribute has exactly the qualified name at `name`.
    func contains(name: Range<Int>) -> Bool {
        list.contains { bytes[$0.name].elementsEqual(bytes[name]) }
    }

    /// The value of the attribute whose name, without a namespace prefix, is `localName`
    /// (`r:id` for "id"); an exact match wins. Namespace declarations (`xmlns:r`) are not
    /// attributes here.
    func attribute(_ localName: StaticString) -> String? {
        find(localName).map { attribute in
            attribute.decoded
                ?? String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[attribute.value]), as: UTF8.self)
        }
    }

    /// `body` applied to the UTF-8 of the value ``attribute(_:)`` would return, without making
    /// a string of it; nil when there is no such attribute.
    func withValue<Result>(
        _ localName: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard let attribute = find(localName) else { return nil }
        guard var decoded = attribute.decoded else {
            return body(UnsafeBufferPointer(rebasing: bytes[attribute.value]))
        }
        return decoded.withUTF8(body)
    }

    private func find(_ localName: StaticString) -> Attribute? {
        localName.withUTF8Buffer { wanted in
            if let exact = list.first(where: { bytes[$0.name].elementsEqual(wanted) }) {
                return exact
            }
            return list.first { attribute in
                let name = bytes[attribute.name]
                guard !name.starts(with: "xmlns:".utf8),
                    let colon = name.lastIndex(of: UInt8(ascii: ":"))
                else { return false }
                return name[(colon + 1)...].elementsEqual(wanted)
            }
        }
    }
}
