/// An element's attributes in document order (a handful per element, so a list, not a
/// dictionary).
struct XMLAttributes {
    private var pairs: [(name: String, value: String)] = []

    /// Adds an attribute; the scanner has refused duplicates already.
    mutating func append(name: String, value: String) {
        pairs.append((name, value))
    }

    /// The value of the attribute named exactly `name`.
    func value(named name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// The value of the attribute whose name, without a namespace prefix, is `localName`
    /// (`r:id` for "id"); an exact match wins. Namespace declarations (`xmlns:r`) are not
    /// attributes here.
    func attribute(_ localName: String) -> String? {
        if let value = value(named: localName) { return value }
        for (name, value) in pairs where !name.hasPrefix("xmlns:") {
            guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { continue }
            if name.utf8[name.utf8.index(after: colon)...].elementsEqual(localName.utf8) {
                return value
            }
        }
        return nil
    }
}
