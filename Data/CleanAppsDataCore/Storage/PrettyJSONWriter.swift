/// Writes JSON text byte for byte as ``DocumentCoding/makeEncoder()`` does (indented by two
/// spaces, `" : "` after keys, slashes unescaped, control characters as `\n`, `\u001b`, …,
/// an empty array as `[`, a blank line and `]`), into a byte buffer that either holds the
/// whole text or is handed to a sink in pieces as it fills.
///
/// NB: `JSONEncoder` builds a tree of boxed values for the whole document before it writes
/// the text; for a 30,000-person directory that tree was most of the store write's time and
/// memory. Keys are written in the order given: callers list them sorted, as the encoder's
/// `.sortedKeys` does, and a test compares the output with the encoder's.
package struct PrettyJSONWriter {
    /// The text written so far (UTF-8) and not yet handed to the sink.
    package private(set) var bytes: [UInt8] = []
    /// Whether the innermost open container has no member yet.
    private var isEmpty = false
    /// The same for each container it is inside, outermost first.
    // NB: kept apart from `isEmpty` and `depth`, which every value reads and writes; this
    // stack changes only when a container opens or closes.
    private var outerIsEmpty: [Bool] = []
    /// How many containers are open.
    private var depth = 0
    /// The buffer size past which the next array element boundary hands the text to `sink`.
    private let flushThreshold: Int
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// A writer that keeps the whole text in ``bytes``, with room for `capacity` bytes first.
    package init(capacity: Int = 0) {
        flushThreshold = .max
        sink = nil
        bytes.reserveCapacity(capacity)
    }

    /// A writer that hands its text to `sink` in order, in pieces of about `threshold` bytes:
    /// after an array element once the buffer holds `threshold` bytes or more, and on
    /// ``flush()``. Memory follows the largest element, not the document.
    package init(
        flushingEvery threshold: Int, to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        flushThreshold = threshold
        self.sink = sink
        bytes.reserveCapacity(threshold)
    }

    /// Hands what the buffer holds to the sink (after the last value); no-op without one.
    package mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes an object whose members `body` writes with ``member(_:_:)``.
    package mutating func object(_ body: (inout PrettyJSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array of `elements`, each written by `element`.
    package mutating func array<Elements: Sequence>(
        _ elements: Elements, _ element: (inout PrettyJSONWriter, Elements.Element) -> Void
    ) {
        open(UInt8(ascii: "["))
        for item in elements {
            startValue()
            element(&self, item)
            if bytes.count >= flushThreshold { flush() }
        }
        close(UInt8(ascii: "]"))
    }

    /// Writes the key of the next member of the open object; its value follows.
    package mutating func member(_ key: StaticString, _ value: (inout PrettyJSONWriter) -> Void) {
        startValue()
        key.withUTF8Buffer { string($0) }
        // NB: three appends, not an array literal: that was an allocation per member.
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        value(&self)
    }

    /// Writes a member only when `value` is not nil (as synthesized `Codable` skips nil).
    package mutating func member<Value>(
        _ key: StaticString, ifPresent value: Value?,
        _ write: (inout PrettyJSONWriter, Value) -> Void
    ) {
        guard let value else { return }
        member(key) { write(&$0, value) }
    }

    /// Writes a string value, escaped.
    package mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string(UnsafeBufferPointer(rebasing: $0[...])) }
    }

    /// Writes an integer value.
    package mutating func integer(_ value: Int) {
        // NB: digits written in place; a `String` per number was an allocation each.
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes `true` or `false`.
    package mutating func boolean(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Ends the text with a line break (after the top-level value).
    package mutating func endLine() {
        bytes.append(0x0A)
    }

    private mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(byte)
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22, 0x5C: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: Array("u00".utf8))
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0x0F)])
        }
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        if depth > 0 { outerIsEmpty.append(isEmpty) }
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        if isEmpty { bytes.append(0x0A) }
        depth -= 1
        isEmpty = depth > 0 ? outerIsEmpty.removeLast() : false
        newline()
        bytes.append(bracket)
    }

    /// Before a member or element: the comma after the previous one, a line break, indent.
    private mutating func startValue() {
        if depth > 0 {
            if !isEmpty { bytes.append(UInt8(ascii: ",")) }
            isEmpty = false
        }
        newline()
    }

    /// A line break and two spaces per open container.
    private mutating func newline() {
        let width = 1 + 2 * depth
        if width <= Self.indents.count {
            Self.indents.withUnsafeBufferPointer {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<width]))
            }
        } else {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
        }
    }

    /// A line break followed by the spaces of the deepest indent copied at once.
    private static let indents: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 32)
}
