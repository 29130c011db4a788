import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks that a document is well-formed XML, by the strict rules Linux's `XMLParser` needs:
/// `parse()` true, no parser error, the end-document callback fired and every element closed.
public enum XMLWellFormedness {
    /// What the parse found.
    public struct Report: Equatable, Sendable {
        public var isWellFormed: Bool
        /// Element names in document order.
        public var elements: [String]
        /// Text content of every `text` element, in order.
        public var texts: [String]
        /// Every attribute value, in document order.
        public var attributeValues: [String]
    }

    /// Parses `document` and reports whether it is well-formed.
    public static func check(_ document: String) -> Report {
        let parser = XMLParser(data: Foundation.Data(document.utf8))
        let delegate = Collector()
        parser.delegate = delegate
        let parsed = parser.parse()
        let good = parsed && parser.parserError == nil && delegate.ended && delegate.depth == 0
        return Report(
            isWellFormed: good, elements: delegate.elements, texts: delegate.texts,
            attributeValues: delegate.attributeValues)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var depth = 0
        var ended = false
        var elements: [String] = []
        var texts: [String] = []
        var attributeValues: [String] = []
        private var currentText: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            depth += 1
            elements.append(elementName)
            attributeValues += attributeDict.keys.sorted().compactMap { attributeDict[$0] }
            if elementName == "text" { currentText = "" }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            depth -= 1
            if elementName == "text", let text = currentText {
                texts.append(text)
                currentText = nil
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            currentText? += string
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            ended = true
        }
    }
}
