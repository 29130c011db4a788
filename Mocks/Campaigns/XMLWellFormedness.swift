import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks that a document is well-formed XML, by the strict rules Linux's `XMLParser` needs:
/// `parse()` true, no parser error, the end-document callback fired and every element closed.
public enum XMLWellFormedness {
    /// What the parse found.
    public struct Report: Equatable, Sendable {
        /// Whether the document is well-formed.
        public var isWellFormed: Bool
        /// Element names in document order.
        public var elements: [String]
        /// Text content of every `text` element, in order.
        public var texts: [String]
        /// Every attribute value, in document order.
        public var attributeValues: [String]
        /// Every attribute name, in document order.
        public var attributeNames: [String] = []
        /// Text content of every `title` element, in order.
        public var titles: [String] = []
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
            attributeValues: delegate.attributeValues, attributeNames: delegate.attributeNames,
            titles: delegate.titles)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var depth = 0
        var ended = false
        var elements: [String] = []
        var texts: [String] = []
        var attributeValues: [String] = []
        var attributeNames: [String] = []
        var titles: [String] = []
        private var currentText: String?
        private var currentTitle: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            depth += 1
            elements.append(elementName)
            attributeValues += attributeDict.keys.sorted().compactMap { attributeDict[$0] }
            attributeNames += attributeDict.keys.sorted()
            if elementName == "text" { currentText = "" }
            if elementName == "title" { currentTitle = "" }
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
            if elementName == "title", let title = currentTitle {
                titles.append(title)
                currentTitle = nil
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            currentText? += string
            currentTitle? += string
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            ended = true
        }
    }
}
