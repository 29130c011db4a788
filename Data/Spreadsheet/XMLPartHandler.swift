/// Base class for the streaming handlers that read workbook parts with ``XMLScanner``.
///
/// Subclasses override ``start(_:attributes:)``, ``end(_:)`` and ``characters(_:)``, which
/// receive element names without their namespace prefix (`x:c` → `c`). A handler may stop
/// the parse early (``finishEarly()``) or fail it (``fail(_:)``).
class XMLPartHandler {
    private var failure: XLSXError?
    private var stoppedEarly = false

    /// An element opened.
    func start(_ name: String, attributes: XMLAttributes) {}
    /// An element closed.
    func end(_ name: String) {}
    /// Text arrived (possibly in several pieces for one text node).
    func characters(_ text: String) {}

    /// Whether the handler has stopped the parse, done or failed.
    final var isStopped: Bool { stoppedEarly || failure != nil }

    /// Stops parsing: the handler has all it needs.
    final func finishEarly() {
        stoppedEarly = true
    }

    /// Stops parsing with an error.
    final func fail(_ error: XLSXError) {
        if failure == nil { failure = error }
    }

    /// Parses `bytes` (the part named `part`) with this handler.
    ///
    /// - Throws: ``XLSXError/invalidXML(part:reason:)`` for text that is not UTF-8 (or UTF-16
    ///   with a byte order mark), malformed XML or a DTD (which workbooks never need and
    ///   entity expansion could abuse), or the handler's own failure.
    final func parse(_ bytes: [UInt8], part: String) throws(XLSXError) {
        guard let utf8 = Self.utf8(bytes) else {
            throw .invalidXML(part: part, reason: "it is not valid UTF-8 text")
        }
        do {
            try utf8.withUnsafeBufferPointer { buffer throws(XMLScanner.Failure) in
                try XMLScanner.scan(buffer, into: self)
            }
        } catch {
            if let failure { throw failure }
            let isDTD = error.reason == XMLScanner.Failure.declaresDTD
            throw .invalidXML(part: part, reason: isDTD ? error.reason : error.description)
        }
        if let failure { throw failure }
    }

    /// The part's text as UTF-8: as it is when valid, converted from UTF-16 after a byte order
    /// mark (parts may be either), nil otherwise.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        let bigEndian = bytes.starts(with: [0xFE, 0xFF])
        guard bigEndian || bytes.starts(with: [0xFF, 0xFE]) else {
            return String(validating: bytes, as: UTF8.self) == nil ? nil : bytes
        }
        guard bytes.count % 2 == 0 else { return nil }
        let (high, low) = bigEndian ? (0, 1) : (1, 0)
        let units = stride(from: 2, to: bytes.count, by: 2).map { index -> UInt16 in
            let highByte = UInt16(bytes[index + high])
            return highByte << 8 | UInt16(bytes[index + low])
        }
        return String(validating: units, as: UTF16.self).map { Array($0.utf8) }
    }
}
