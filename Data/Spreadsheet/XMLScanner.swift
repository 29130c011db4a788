/// A small, strict, streaming reader of the XML in workbook parts (UTF-8 bytes in, start /
/// end / text events out), in place of FoundationXML's `XMLParser`.
///
/// It reads a part in pieces as they arrive: ``scan(_:isFinal:into:)`` reads every token the
/// bytes hold whole and says how many bytes it used; the caller keeps the rest (a token cut
/// by the end of a piece) and hands it in again, followed by the next piece.
///
/// It checks what makes a part well-formed XML 1.0: names, quoted attributes without
/// duplicates, matching end tags, one root element, the five predefined entities and
/// character references to legal characters, and no control characters. Comments,
/// processing instructions and the XML declaration are skipped; CDATA is text; line ends
/// become `\n`. A DTD is refused, so no entity can expand. It never builds a tree.
///
/// NB: `XMLParser` cost about a third of a 30,000-row import (a `String` and a dictionary per
/// element, Objective-C style callbacks), and traps on names that are not UTF-8 on Linux.
struct XMLScanner {
    /// Why a part is not well-formed, with the line it was found on.
    struct Failure: Error, Equatable {
        let line: Int
        let reason: String
        /// Whether the part goes past one of the ``XLSXLimits`` rather than being malformed.
        var isOverLimit = false

        var description: String { "line \(line): \(reason)" }

        /// The reason for a document type declaration, which workbooks never need and whose
        /// entities could expand without bound.
        static let declaresDTD = "it declares a DTD"
    }

    /// The bytes of the current ``scan(_:isFinal:into:)`` call that may be read.
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var position = 0
    /// Whether the bytes are the rest of the part (else more follow).
    private var isFinal = true
    /// Open elements' qualified names, one after another (copied: the bytes do not stay).
    private var openNames: [UInt8] = []
    /// Where each open element's name ends in `openNames`.
    private var openEnds: [Int] = []
    private var sawRoot = false
    /// Line ends in the bytes already used, for the line a failure names.
    private var linesBefore = 0
    /// The attributes of the tag being read (one list, reused: its storage stays).
    private var attributes = XMLAttributes()
    /// A count of the work done so far: bytes read or searched, and attribute names compared.
    /// Tests check that it grows linearly with the part, without timing anything.
    private(set) var work = 0

    /// Reads the tokens `bytes` (valid UTF-8, after any byte order mark) holds whole and
    /// reports their elements and text to `handler`, until the handler stops; returns how many
    /// bytes it used. With `isFinal` the bytes are the rest of the part: all are read and the
    /// part must end there.
    ///
    /// NB: unless final, only the bytes before the last `<` are read. Tags, end tags and text
    /// cannot hold a `<`, so every such token there is whole; a comment, CDATA section or
    /// processing instruction still open at that point waits for more bytes.
    mutating func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into handler: XMLPartHandler
    ) throws(Failure) -> Int {
        let readable = isFinal ? bytes.count : bytes.lastIndex(of: Byte.lessThan) ?? 0
        work += bytes.count - readable
        self.bytes = UnsafeBufferPointer(rebasing: bytes[..<readable])
        self.isFinal = isFinal
        position = 0
        tokens: while position < self.bytes.count, !handler.isStopped {
            let start = position
            guard self.bytes[position] == Byte.lessThan else {
                try text(handler)
                continue
            }
            let complete: Bool
            do {
                complete = try markup(handler)
            } catch {
                // NB: a malformed attribute value may hold the `<` the bytes were cut at, so
                // a tag's failure waits for the rest of the part (as it would be read whole).
                guard isFinal else {
                    work += self.bytes.count - start
                    position = start
                    break tokens
                }
                throw error
            }
            guard complete else {
                work += self.bytes.count - start
                position = start
                break
            }
        }
        if isFinal, !handler.isStopped, !(sawRoot && openEnds.isEmpty) {
            throw failure(sawRoot ? "the document ends inside an element" : "there is no element")
        }
        linesBefore += Self.lineEnds(in: UnsafeBufferPointer(rebasing: self.bytes[..<position]))
        work += position
        return position
    }

    // MARK: Markup

    /// Reads one markup token; false when it runs past the bytes and more will come.
    private mutating func markup(_ handler: XMLPartHandler) throws(Failure) -> Bool {
        switch byte(at: position + 1) {
        case Byte.question:
            return try skip(past: "?>", from: position + 2, what: "processing instruction")
        case Byte.exclamation:
            if matches("<!--") {
                return try skip(past: "-->", from: position + 4, what: "comment")
            } else if matches("<![CDATA[") {
                guard !openEnds.isEmpty else { throw failure("text outside the root element") }
                let start = position + 9
                guard let end = find("]]>", from: start) else {
                    guard isFinal else { return false }
                    throw failure("unterminated CDATA section")
                }
                position = end + 3
                handler.characters(try decoded(start..<end, as: .cdata))
            } else if matches("<!DOCTYPE") {
                throw failure(Failure.declaresDTD)
            } else {
                throw failure("a declaration is not allowed here")
            }
        case Byte.slash: try endTag(handler)
        default: try startTag(handler)
        }
        return true
    }

    private mutating func startTag(_ handler: XMLPartHandler) throws(Failure) {
        guard openEnds.isEmpty ? !sawRoot : true else {
            throw failure("a second root element")
        }
        position += 1
        let name = try self.name()
        attributes.reset(in: bytes)
        while true {
            let spaced = skipWhitespace()
            switch byte(at: position) {
            case Byte.greaterThan:
                position += 1
                sawRoot = true
                openNames.append(contentsOf: bytes[name])
                openEnds.append(openNames.count)
                handler.start(localName(name), attributes: attributes)
                return
            case Byte.slash where byte(at: position + 1) == Byte.greaterThan:
                position += 2
                sawRoot = true
                let local = localName(name)
                handler.start(local, attributes: attributes)
                if !handler.isStopped { handler.end(local) }
                return
            case nil: throw failure("unterminated start tag")
            default:
                guard spaced else { throw failure("attributes must be separated by spaces") }
                try attribute()
            }
        }
    }

    private mutating func attribute() throws(Failure) {
        let name = try self.name()
        skipWhitespace()
        guard byte(at: position) == Byte.equals else { throw failure("attribute without a value") }
        position += 1
        skipWhitespace()
        guard let quote = byte(at: position), quote == Byte.quote || quote == Byte.apostrophe
        else { throw failure("attribute value without quotes") }
        let start = position + 1
        guard let end = bytes[start...].firstIndex(of: quote) else {
            throw failure("unterminated attribute value")
        }
        guard !bytes[start..<end].contains(Byte.lessThan) else {
            throw failure("'<' in an attribute value")
        }
        work += attributes.count
        guard !attributes.contains(name: name) else {
            throw failure("attribute \(string(name)) appears twice")
        }
        let value = start..<end
        var decoded: String?
        // NB: most values are their bytes; only the others become a string here.
        if !isPlain(value) {
            try checkCharacters(value)
            if !isRaw(value, as: .attribute) { decoded = try rewritten(value, as: .attribute) }
        }
        attributes.append(name: name, value: value, decoded: decoded)
        position = end + 1
    }

    private mutating func endTag(_ handler: XMLPartHandler) throws(Failure) {
        position += 2
        let name = try self.name()
        skipWhitespace()
        guard byte(at: position) == Byte.greaterThan else { throw failure("unterminated end tag") }
        position += 1
        guard closeElement(named: name) else {
            throw failure("end tag \(string(name)) does not match its start tag")
        }
        handler.end(localName(name))
    }

    /// Pops the innermost open element when its name is the one at `name`; false otherwise
    /// (and nothing changes).
    private mutating func closeElement(named name: Range<Int>) -> Bool {
        guard let end = openEnds.last else { return false }
        let start = openEnds.dropLast().last ?? 0
        guard openNames[start..<end].elementsEqual(bytes[name]) else { return false }
        openEnds.removeLast()
        openNames.removeLast(end - start)
        return true
    }

    // MARK: Text

    private mutating func text(_ handler: XMLPartHandler) throws(Failure) {
        let start = position
        let end = bytes[start...].firstIndex(of: Byte.lessThan) ?? bytes.count
        position = end
        guard !openEnds.isEmpty else {
            guard bytes[start..<end].allSatisfy(Byte.isWhitespace) else {
                throw failure("text outside the root element", at: start)
            }
            return
        }
        handler.characters(try decoded(start..<end, as: .content))
    }

    /// Where a run of text stands, which decides how it is read.
    private enum TextKind {
        /// Element content: references replaced.
        case content
        /// An attribute value: references replaced, every whitespace character a space.
        case attribute
        /// A CDATA section: taken as it is.
        case cdata
    }

    /// The text of `range` with line ends normalised, as `kind` says, after refusing control
    /// characters XML does not allow.
    private func decoded(_ range: Range<Int>, as kind: TextKind) throws(Failure) -> String {
        if isPlain(range) { return string(range) }
        try checkCharacters(range)
        return isRaw(range, as: kind) ? string(range) : try rewritten(range, as: kind)
    }

    /// Whether `range` holds no byte below a space and no `&`: its text is its bytes, with
    /// nothing to check further.
    // NB: one pass for the common text, where the checks below take three.
    private func isPlain(_ range: Range<Int>) -> Bool {
        !bytes[range].contains { $0 < 0x20 || $0 == Byte.ampersand }
    }

    /// Whether the text of `range` is its bytes as they are: no references to replace, no
    /// line ends or (in an attribute) whitespace to normalise.
    private func isRaw(_ range: Range<Int>, as kind: TextKind) -> Bool {
        let slice = bytes[range]
        return !(kind != .cdata && slice.contains(Byte.ampersand))
            && !slice.contains(Byte.carriageReturn)
            && !(kind == .attribute && slice.contains(where: { $0 == 0x09 || $0 == 0x0A }))
    }

    /// The text of `range` with references replaced and line ends normalised, as `kind` says.
    private func rewritten(_ range: Range<Int>, as kind: TextKind) throws(Failure) -> String {
        let isAttribute = kind == .attribute
        let hasReferences = kind != .cdata && bytes[range].contains(Byte.ampersand)
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let current = bytes[index]
            switch current {
            case Byte.ampersand where hasReferences:
                guard let semicolon = bytes[index..<range.upperBound].firstIndex(of: Byte.semicolon)
                else { throw failure("'&' without ';'", at: index) }
                try appendReference(index + 1..<semicolon, to: &output)
                index = semicolon + 1
                continue
            case Byte.carriageReturn:
                if byte(at: index + 1) == Byte.newline, index + 1 < range.upperBound { index += 1 }
                output.append(isAttribute ? Byte.space : Byte.newline)
            case 0x09, Byte.newline:
                output.append(isAttribute ? Byte.space : current)
            default:
                output.append(current)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func appendReference(_ range: Range<Int>, to output: inout [UInt8]) throws(Failure) {
        let name = bytes[range]
        let scalar: Unicode.Scalar?
        if name.first == Byte.hash {
            let isHex = name.dropFirst().first == UInt8(ascii: "x")
            let digits = name.dropFirst(isHex ? 2 : 1)
            let allDigits = digits.allSatisfy { isHex ? $0.isHexDigitASCII : $0.isDigitASCII }
            scalar =
                allDigits && (1...8).contains(digits.count)
                ? UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10)
                    .flatMap(Self.xmlScalar) : nil
        } else {
            scalar = Self.predefined[String(decoding: name, as: UTF8.self)]
        }
        guard let scalar else {
            throw failure("unknown reference &\(String(decoding: name.prefix(20), as: UTF8.self));")
        }
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    private static let predefined: [String: Unicode.Scalar] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'",
    ]

    /// The scalar for a character reference, if XML allows that character.
    private static func xmlScalar(_ value: UInt32) -> Unicode.Scalar? {
        guard
            value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xFFFD).contains(value)
                || (0x10000...0x10FFFF).contains(value)
        else { return nil }
        return Unicode.Scalar(value)
    }

    /// Refuses control characters XML does not allow (the input is already valid UTF-8).
    private func checkCharacters(_ range: Range<Int>) throws(Failure) {
        if let bad = bytes[range].firstIndex(where: { $0 < 0x20 && !Byte.isWhitespace($0) }) {
            throw failure("control character \(bytes[bad]) in text", at: bad)
        }
    }

    // MARK: Pieces

    /// An element or attribute name at `position`, which moves past it.
    private mutating func name() throws(Failure) -> Range<Int> {
        let start = position
        guard let first = byte(at: start), Byte.startsName(first) else {
            throw failure("a name was expected")
        }
        position += 1
        while let next = byte(at: position), Byte.continuesName(next) { position += 1 }
        return start..<position
    }

    private func localName(_ name: Range<Int>) -> XMLName {
        let start = bytes[name].lastIndex(of: Byte.colon).map { $0 + 1 } ?? name.lowerBound
        return XMLName(bytes: UnsafeBufferPointer(rebasing: bytes[start..<name.upperBound]))
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while let next = byte(at: position), Byte.isWhitespace(next) { position += 1 }
        return position > start
    }

    /// Moves past `terminator`; false when it is not in the bytes yet and more will come.
    private mutating func skip(past terminator: String, from start: Int, what: String)
        throws(Failure) -> Bool
    {
        guard let end = find(terminator, from: start) else {
            guard isFinal else { return false }
            throw failure("unterminated \(what)")
        }
        position = end + terminator.utf8.count
        return true
    }

    private func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            guard let candidate = bytes[index...].firstIndex(of: pattern[0]),
                candidate + pattern.count <= bytes.count
            else { return nil }
            if bytes[candidate..<candidate + pattern.count].elementsEqual(pattern) {
                return candidate
            }
            index = candidate + 1
        }
        return nil
    }

    private func matches(_ text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func failure(_ reason: String, at index: Int? = nil) -> Failure {
        let end = min(index ?? position, bytes.count)
        let line = 1 + linesBefore + Self.lineEnds(in: UnsafeBufferPointer(rebasing: bytes[..<end]))
        return Failure(line: line, reason: reason)
    }

    private static func lineEnds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte == Byte.newline { count &+= 1 }
        return count
    }
}

extension UInt8 {
    fileprivate var isDigitASCII: Bool { (0x30...0x39).contains(self) }
    fileprivate var isHexDigitASCII: Bool {
        isDigitASCII || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

/// The bytes the scanner looks for.
private enum Byte {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == 0x09
    }

    /// Letters, `_`, `:` and any non-ASCII byte (names are checked as UTF-8 already).
    static func startsName(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            || byte == colon || byte >= 0x80
    }

    static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}
