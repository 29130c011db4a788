/// An element's attributes in document order, as ``XMLScanner`` read them.
///
/// Like ``XMLName`` it points into the part's bytes and is valid only during the handler call
/// that receives it. A value becomes a `String` when it is asked for; the scanner has checked
/// every value already (characters, references), so asking cannot fail.
///
/// A repeated name is found by comparing it with each name while an element has at most
/// ``linearSearchLimit`` attributes (all that real parts have), and through a hash table past
/// that, so checking every name of an element stays linear in its attributes.
struct XMLAttributes {
    /// One attribute: its qualified name's bytes, and its value's, or the value already decoded
    /// when it held references or whitespace to normalise.
    private struct Attribute {
        let name: Range<Int>
        let value: Range<Int>
        let decoded: String?
    }

    /// The most attributes searched one by one.
    // NB: a table for every element would cost more than the comparisons it saves there.
    static let linearSearchLimit = 16

    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var list: [Attribute] = []
    /// Open addressing by name hash, for an element past ``linearSearchLimit``: each slot
    /// holds an index into `list` plus one, or 0. Rebuilt (keeping its storage) for each such
    /// element and whenever it is half full.
    private var slots: [Int] = []

    /// How many attributes the element has.
    var count: Int { list.count }

    /// Empties the list for the next element of `bytes`, keeping its storage.
    mutating func reset(in bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        list.removeAll(keepingCapacity: true)
    }

    /// Adds an attribute; `decoded` is its value when the raw bytes are not the value.
    mutating func append(name: Range<Int>, value: Range<Int>, decoded: String?) {
        list.append(Attribute(name: name, value: value, decoded: decoded))
        guard list.count > Self.linearSearchLimit else { return }
        if list.count == Self.linearSearchLimit + 1 || 2 * list.count > slots.count {
            rebuildSlots()
        } else {
            insertSlot(for: list.count - 1)
        }
    }

    /// Whether an attribute has exactly the qualified name at `name`; `comparisons` grows by
    /// the names compared.
    func contains(name: Range<Int>, comparisons: inout Int) -> Bool {
        let wanted = bytes[name]
        guard list.count > Self.linearSearchLimit else {
            comparisons += list.count
            return list.contains { bytes[$0.name].elementsEqual(wanted) }
        }
        let mask = slots.count - 1
        var slot = hash(name) & mask
        while slots[slot] != 0 {
            comparisons += 1
            if bytes[list[slots[slot] - 1].name].elementsEqual(wanted) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    private mutating func rebuildSlots() {
        let wanted = 4 * list.count
        let size = 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(0, count: size))
        for index in list.indices { insertSlot(for: index) }
    }

    private mutating func insertSlot(for index: Int) {
        let mask = slots.count - 1
        var slot = hash(list[index].name) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = index + 1
    }

    /// FNV-1a of the name's bytes.
    private func hash(_ name: Range<Int>) -> Int {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes[name] { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: value ^ (value >> 32))
    }
    /// Every attribute's qualified name and value, in document order (for tests and
    /// diagnostics; handlers ask for the attributes they know).
    var pairs: [(name: String, value: String)] {
        list.map { attribute in
            let name = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[attribute.name]), as: UTF8.self)
            let value =
                attribute.decoded
                ?? String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[attribute.value]), as: UTF8.self)
            return (name, value)
        }
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
