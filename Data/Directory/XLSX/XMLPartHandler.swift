import Foundation
import FoundationXML

/// Base class for the streaming (SAX) handlers that read workbook parts with `XMLParser`.
///
/// Subclasses override ``start(_:attributes:)``, ``end(_:)`` and ``characters(_:)``, which
/// receive element names without their namespace prefix (`x:c` → `c`). A handler may stop
/// the parse early (``finishEarly()``) or fail it (``fail(_:)``). ``parse(_:part:)`` applies
/// the Linux rule from PLATFORM-NOTES: a parse is good only when `parse()` returned true,
/// `parserError` is nil, the end-document callback fired and the depth is back to 0.
class XMLPartHandler: NSObject, XMLParserDelegate {
    private var depth = 0
    private var didEndDocument = false
    private var failure: XLSXError?
    private var stoppedEarly = false
    private weak var parser: XMLParser?

    /// An element opened.
    func start(_ name: String, attributes: [String: String]) {}
    /// An element closed.
    func end(_ name: String) {}
    /// Text arrived (possibly in several pieces for one text node).
    func characters(_ text: String) {}

    /// Stops parsing: the handler has all it needs.
    final func finishEarly() {
        stoppedEarly = true
        parser?.abortParsing()
    }

    /// Stops parsing with an error.
    final func fail(_ error: XLSXError) {
        if failure == nil { failure = error }
        parser?.abortParsing()
    }

    /// Parses `bytes` (the part named `part`) with this handler.
    ///
    /// - Throws: ``XLSXError/invalidXML(part:reason:)`` for malformed XML or a DTD (which
    ///   workbooks never need and entity expansion could abuse), or the handler's own failure.
    final func parse(_ bytes: [UInt8], part: String) throws(XLSXError) {
        guard !Self.declaresDTD(bytes) else {
            throw .invalidXML(part: part, reason: "it declares a DTD")
        }
        // NB: FoundationXML on Linux traps on element or attribute names that are not valid
        // UTF-8 (found by the reliability fuzz tests), so such parts are refused up front.
        // Parts in UTF-16 (with a byte order mark) reach libxml2, which converts them.
        guard Self.startsWithUTF16Mark(bytes) || String(validating: bytes, as: UTF8.self) != nil
        else {
            throw .invalidXML(part: part, reason: "it is not valid UTF-8 text")
        }
        // NB: the stream form feeds libxml2 in chunks; handing it all data at once fails
        // beyond 10 MB ("huge input lookup").
        let parser = XMLParser(stream: InputStream(data: Foundation.Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        self.parser = parser
        let succeeded = parser.parse()
        parser.delegate = nil
        if let failure { throw failure }
        if stoppedEarly { return }
        guard succeeded, parser.parserError == nil, didEndDocument, depth == 0 else {
            let reason = parser.parserError.map { "line \(parser.lineNumber): \($0)" }
            throw .invalidXML(part: part, reason: reason ?? "the document is incomplete")
        }
    }

    private static func startsWithUTF16Mark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2
            && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
    }

    private static func declaresDTD(_ bytes: [UInt8]) -> Bool {
        let marker = Array("<!DOCTYPE".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= marker.count else { return false }
            for index in 0...(buffer.count - marker.count) where buffer[index] == 0x3C {
                if buffer[index + 1] == 0x21,
                    buffer[index + 2] == 0x44 || buffer[index + 2] == 0x64,
                    marker.indices.allSatisfy({
                        buffer[index + $0] | 0x20 == marker[$0] | 0x20
                    })
                {
                    return true
                }
            }
            return false
        }
    }

    private static func localName(_ name: String) -> String {
        guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
        return String(name[name.index(after: colon)...])
    }

    final func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        depth += 1
        start(Self.localName(elementName), attributes: attributeDict)
    }

    final func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        depth -= 1
        end(Self.localName(elementName))
    }

    final func parser(_ parser: XMLParser, foundCharacters string: String) {
        characters(string)
    }

    final func parserDidEndDocument(_ parser: XMLParser) {
        didEndDocument = true
    }
}

extension [String: String] {
    /// The value of the attribute whose name, without a namespace prefix, is `localName`
    /// (`r:id` for "id").
    func attribute(_ localName: String) -> String? {
        if let value = self[localName] { return value }
        for (key, value) in self {
            guard let colon = key.utf8.lastIndex(of: UInt8(ascii: ":")) else { continue }
            if key.utf8[key.utf8.index(after: colon)...].elementsEqual(localName.utf8) {
                return value
            }
        }
        return nil
    }
}
