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
/// Its work is linear in the part: every byte is read a bounded number of times however the
/// pieces are cut, and a part past one of its ``XLSXLimits`` (attributes, token length,
/// depth) is refused as soon as that shows.
///
/// NB: `XMLParser` cost about a third of a 30,000-row import (a `String` and a dictionary per
/// element, Objective-C style callbacks), and traps on names that are not UTF-8 on Linux.
struct XMLScanner {
    /// Why a part is not well-formed, or goes past a limit, with the line it was found on.
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

    let limits: XLSXLimits
    /// Whether small cells and shared strings are read by the quick path
    /// (``compactElement(_:)``); tests turn it off to compare it with the general path.
    var usesCompactPath = true
    /// The bytes of the current ``scan(_:isFinal:into:)`` call that may be read.
    private(set) var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var position = 0
    /// Whether the bytes are the rest of the part (else more follow).
    private var isFinal = true
    /// Open elements' qualified names longer than eight bytes, one after another (copied:
    /// the bytes do not stay).
    private var openNames: [UInt8] = []
    /// Where each open element's name ends in `openNames` (a short name adds no bytes).
    private(set) var openEnds: [Int] = []
    /// Each open element's name packed in one word when it is at most eight bytes, else 0.
    ///
    /// NB: almost every name in a sheet (`c`, `v`, `row`) is short; packing it spares a copy
    /// of its bytes per element (a `memmove` call, about 5 % of a large sheet's read).
    private var openKeys: [UInt64] = []
    private var sawRoot = false
    /// Line ends in the bytes already used, for the line a failure names.
    private var linesBefore = 0
    /// The attributes of the tag being read (one list, reused: its storage stays).
    var attributes = XMLAttributes()
    /// The attributes of a compact element's child (see ``compactElement(_:)``).
    var innerAttributes = XMLAttributes()
    /// Whether the token being read failed only because the bytes ended inside it.
    private var ranPastEnd = false
    /// How many bytes of the comment, CDATA section or processing instruction that begins
    /// the bytes were searched for its end by the last call, which stopped there.
    private var searchedBeforeStart = 0
    /// A count of the work done so far: bytes read or searched, and attribute names compared.
    /// Tests check that it grows linearly with the part, without timing anything.
    var work = 0
    /// How many elements the quick path (``compactElement(_:)``) has read.
    var compactElements = 0

    /// A scanner checking `limits`.
    init(limits: XLSXLimits = .standard) {
        self.limits = limits
    }

    /// Reads the tokens `bytes` (valid UTF-8, after any byte order mark) holds whole and
    /// reports their elements and text to `handler`, until the handler stops; returns how many
    /// bytes it used. With `isFinal` the bytes are the rest of the part: all are read and the
    /// part must end there.
    ///
    /// Unless final, `bytes` must end just before a `<`: tags, end tags and text cannot hold a
    /// `<`, so every such token there is whole; a comment, CDATA section or processing
    /// instruction still open at the end waits for more bytes, and its search for its end goes
    /// on from where it stopped.
    mutating func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into handler: XMLPartHandler
    ) throws(Failure) -> Int {
        self.bytes = bytes
        self.isFinal = isFinal
        position = 0
        let searched = searchedBeforeStart
        searchedBeforeStart = 0
        while position < self.bytes.count, !handler.isStopped {
            let start = position
            guard self.bytes[position] == Byte.lessThan else {
                try text(handler)
                continue
            }
            guard try markup(handler, searched: start == 0 ? searched : 0) else {
                // NB: a token over the limit cannot become shorter with more bytes.
                guard self.bytes.count - start <= limits.maxValueBytes else {
                    throw tooLong(at: start)
                }
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

    /// The failure for a token longer than ``XLSXLimits/maxValueBytes`` that begins at
    /// `index` of `bytes`, the bytes after those the last scan used.
    func tooLong(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        let line =
            1 + linesBefore + Self.lineEnds(in: UnsafeBufferPointer(rebasing: bytes[..<index]))
        return Failure(line: line, reason: tooLongReason, isOverLimit: true)
    }

    // MARK: Markup

    /// Reads one markup token; false when it runs past the bytes and more will come. The
    /// first `searched` bytes of a comment, CDATA section or processing instruction were
    /// searched for its end already.
    private mutating func markup(_ handler: XMLPartHandler, searched: Int) throws(Failure) -> Bool {
        let start = position
        switch byte(at: position + 1) {
        case Byte.question:
            return try skip(past: "?>", from: position + 2, searched: searched)
        case Byte.exclamation:
            if matches("<!--") {
                return try skip(past: "-->", from: position + 4, searched: searched)
            } else if matches("<![CDATA[") {
                guard !openEnds.isEmpty else { throw failure("text outside the root element") }
                guard let end = find("]]>", from: position + 9, searched: searched) else {
                    return try waitForEnd(of: "CDATA section")
                }
                position = end + 3
                try checkLength(from: start)
                handler.characters(try decoded(start + 9..<end, as: .cdata))
            } else if matches("<!DOCTYPE") {
                throw failure(Failure.declaresDTD)
            } else {
                throw failure("a declaration is not allowed here")
            }
        default:
            if usesCompactPath, compactElement(handler) { return true }
            ranPastEnd = false
            do {
                if byte(at: position + 1) == Byte.slash {
                    try endTag(handler)
                } else {
                    try startTag(handler)
                }
            } catch {
                // NB: a tag cut by the end of the bytes waits for the rest of the part, as
                // it would be read whole; a failure before the end stands.
                guard !isFinal, ranPastEnd else { throw error }
                work += bytes.count - start
                return false
            }
        }
        return true
    }

    private mutating func startTag(_ handler: XMLPartHandler) throws(Failure) {
        guard openEnds.isEmpty ? !sawRoot : true else {
            throw failure("a second root element")
        }
        guard openEnds.count < limits.maxDepth else {
            throw overLimit("elements nested more than \(limits.maxDepth) deep")
        }
        let start = position
        position += 1
        let name = try self.name()
        attributes.reset(in: bytes)
        while true {
            let spaced = skipWhitespace()
            switch byte(at: position) {
            case Byte.greaterThan:
                position += 1
                try checkLength(from: start)
                sawRoot = true
                let key = packedName(name)
                if key == 0 { openNames.append(contentsOf: bytes[name]) }
                openKeys.append(key)
                openEnds.append(openNames.count)
                handler.start(localName(name), attributes: attributes)
                return
            case Byte.slash where byte(at: position + 1) == Byte.greaterThan:
                position += 2
                try checkLength(from: start)
                sawRoot = true
                let local = localName(name)
                handler.start(local, attributes: attributes)
                if !handler.isStopped { handler.end(local) }
                return
            case nil: throw cut("unterminated start tag")
            default:
                guard spaced else { throw failure("attributes must be separated by spaces") }
                guard attributes.count < limits.maxAttributesPerElement else {
                    throw overLimit(
                        "an element with more than \(limits.maxAttributesPerElement) attributes")
                }
                try attribute()
            }
        }
    }

    private mutating func attribute() throws(Failure) {
        let name = try self.name()
        skipWhitespace()
        guard let equals = byte(at: position) else { throw cut("attribute without a value") }
        guard equals == Byte.equals else { throw failure("attribute without a value") }
        position += 1
        skipWhitespace()
        guard let quote = byte(at: position) else { throw cut("attribute value without quotes") }
        guard quote == Byte.quote || quote == Byte.apostrophe else {
            throw failure("attribute value without quotes")
        }
        let start = position + 1
        // NB: the value ends at its quote or fails at a `<`, whichever comes first, so a value
        // cut by the end of the bytes (which end before a `<`) is read at most twice.
        guard let end = bytes[start...].firstIndex(where: { $0 == quote || $0 == Byte.lessThan })
        else { throw cut("unterminated attribute value") }
        guard bytes[end] == quote else { throw failure("'<' in an attribute value") }
        guard !attributes.contains(name: name, comparisons: &work) else {
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
        let start = position
        position += 2
        let name = try self.name()
        skipWhitespace()
        guard let last = byte(at: position) else { throw cut("unterminated end tag") }
        guard last == Byte.greaterThan else { throw failure("unterminated end tag") }
        position += 1
        try checkLength(from: start)
        guard closeElement(named: name) else {
            throw failure("end tag \(string(name)) does not match its start tag")
        }
        handler.end(localName(name))
    }

    /// Pops the innermost open element when its name is the one at `name`; false otherwise
    /// (and nothing changes).
    private mutating func closeElement(named name: Range<Int>) -> Bool {
        guard let end = openEnds.last, let key = openKeys.last else { return false }
        if key != 0 {
            guard packedName(name) == key else { return false }
        } else {
            let start = openEnds.dropLast().last ?? 0
            guard openNames[start..<end].elementsEqual(bytes[name]) else { return false }
            openNames.removeLast(end - start)
        }
        openEnds.removeLast()
        openKeys.removeLast()
        return true
    }

    /// The name at `name` packed into one word (its bytes, the first lowest) when it has at
    /// most eight bytes; 0 for a longer name. Names hold no zero byte, so two names of up to
    /// eight bytes are equal exactly when their words are.
    func packedName(_ name: Range<Int>) -> UInt64 {
        guard name.count <= 8 else { return 0 }
        var key: UInt64 = 0
        var shift: UInt64 = 0
        for index in name {
            key |= UInt64(bytes[index]) << shift
            shift += 8
        }
        return key
    }

    // MARK: Text

    private mutating func text(_ handler: XMLPartHandler) throws(Failure) {
        let start = position
        let end = bytes[start...].firstIndex(of: Byte.lessThan) ?? bytes.count
        position = end
        guard end - start <= limits.maxValueBytes else { throw tooLong(at: start) }
        guard !openEnds.isEmpty else {
            guard bytes[start..<end].allSatisfy(Byte.isWhitespace) else {
                throw failure("text outside the root element", at: start)
            }
            return
        }
        handler.characters(try decoded(start..<end, as: .content))
    }

    // MARK: Pieces

    /// An element or attribute name at `position`, which moves past it.
    private mutating func name() throws(Failure) -> Range<Int> {
        let start = position
        guard let first = byte(at: start) else { throw cut("a name was expected") }
        guard Byte.startsName(first) else { throw failure("a name was expected") }
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
    private mutating func skip(past terminator: StaticString, from start: Int, searched: Int)
        throws(Failure) -> Bool
    {
        let tokenStart = position
        guard let end = find(terminator, from: start, searched: searched) else {
            return try waitForEnd(
                of: terminator.utf8CodeUnitCount == 2 ? "processing instruction" : "comment")
        }
        position = end + terminator.utf8CodeUnitCount
        try checkLength(from: tokenStart)
        return true
    }

    /// For a comment, CDATA section or processing instruction whose end is not in the bytes:
    /// false, and how far it was searched, when more bytes will come; else the failure.
    private mutating func waitForEnd(of what: String) throws(Failure) -> Bool {
        guard isFinal else {
            searchedBeforeStart = bytes.count - position
            return false
        }
        throw failure("unterminated \(what)")
    }

    /// Where `text` begins from `start` on, skipping the first `searched` bytes of the token
    /// at `position` (searched already, save the end of a terminator cut there).
    private mutating func find(_ text: StaticString, from start: Int, searched: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        var index = max(start, position + searched - (count - 1))
        work += bytes.count - index
        return text.withUTF8Buffer { pattern in
            while index + count <= bytes.count {
                guard let candidate = bytes[index...].firstIndex(of: pattern[0]),
                    candidate + count <= bytes.count
                else { return nil }
                if bytes[candidate..<candidate + count].elementsEqual(pattern) {
                    return candidate
                }
                index = candidate + 1
            }
            return nil
        }
    }

    private func matches(_ text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Failures

    func failure(_ reason: String, at index: Int? = nil) -> Failure {
        let end = min(index ?? position, bytes.count)
        let line = 1 + linesBefore + Self.lineEnds(in: UnsafeBufferPointer(rebasing: bytes[..<end]))
        return Failure(line: line, reason: reason)
    }

    /// The failure for a token that the end of the bytes cut (a wait, unless they are final).
    private mutating func cut(_ reason: String) -> Failure {
        ranPastEnd = true
        return failure(reason)
    }

    private func overLimit(_ reason: String, at index: Int? = nil) -> Failure {
        var failure = failure(reason, at: index)
        failure.isOverLimit = true
        return failure
    }

    private var tooLongReason: String {
        "a tag, text or comment longer than \(limits.maxValueBytes) bytes"
    }

    private func tooLong(at index: Int) -> Failure {
        overLimit(tooLongReason, at: index)
    }

    /// Refuses the token from `start` to `position` when it is longer than the limit.
    private func checkLength(from start: Int) throws(Failure) {
        guard position - start <= limits.maxValueBytes else { throw tooLong(at: start) }
    }

    private static func lineEnds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte == Byte.newline { count &+= 1 }
        return count
    }
}
