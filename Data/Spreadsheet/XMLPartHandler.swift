import Archive

/// Base class for the streaming handlers that read workbook parts with ``XMLScanner``.
///
/// Subclasses override ``start(_:attributes:)``, ``end(_:)`` and ``characters(_:)``, which
/// receive element names without their namespace prefix (`x:c` → `c`). Names and attributes
/// point into the part's bytes: valid during the call only. A handler may stop
/// the parse early (``finishEarly()``) or fail it (``fail(_:)``).
class XMLPartHandler {
    private var failure: XLSXError?
    private var stoppedEarly = false

    /// An element opened.
    func start(_ name: XMLName, attributes: XMLAttributes) {}
    /// An element closed.
    func end(_ name: XMLName) {}
    /// Text arrived (possibly in several pieces for one text node).
    func characters(_ text: String) {}

    /// A small element read whole by the scanner's quick path: `outer` with `attributes`,
    /// holding nothing (`inner` nil), or only `inner` with `innerAttributes` and plain
    /// `text` (no references, no line ends, within the limits). Returns true when the
    /// handler has taken it exactly as it would have taken its events; false (the default)
    /// has the scanner report them: start, start, text when there is some, end, end.
    func compactElement(
        _ outer: XMLName, attributes: XMLAttributes, inner: XMLName?,
        innerAttributes: XMLAttributes, text: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        false
    }

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
    /// - Throws: as ``parse(part:of:)``.
    final func parse(_ bytes: [UInt8], part: String) throws(XLSXError) {
        try parse(part: part) { consume in bytes.withUnsafeBufferPointer { consume($0) } }
    }

    /// Parses the part named `part` of `archive` while it unpacks, a window at a time, so the
    /// unpacked part is never held whole. Once the handler finishes early the rest is neither
    /// unpacked nor checked.
    ///
    /// - Throws: ``XLSXError/missingPart(_:)``; ``XLSXError/archive(_:)`` when the part cannot
    ///   be unpacked or fails its checks; ``XLSXError/invalidXML(part:reason:)`` for text that
    ///   is not UTF-8 (or UTF-16 with a byte order mark), malformed XML or a DTD (which
    ///   workbooks never need and entity expansion could abuse); or the handler's own failure,
    ///   in that order.
    final func parse(part: String, of archive: ZipArchive) throws(XLSXError) {
        guard let entry = archive.entry(named: part) else { throw .missingPart(part) }
        try parse(part: part) { (consume) throws(XLSXError) in
            do throws(ArchiveError) {
                return try archive.streamContents(of: entry, consume)
            } catch {
                throw .archive(error)
            }
        }
    }

    /// The most bytes of the part the last parse held at once (the pieces as they come and
    /// any token cut between two of them), whatever the part's size.
    final private(set) var heldBytesHighWaterMark = 0

    /// A count of the last parse's work (bytes read, searched, copied or moved, attribute
    /// names compared): deterministic, so tests check that it grows linearly with the part.
    final private(set) var readWork = 0

    /// How many elements the last parse read by the scanner's quick path.
    final private(set) var compactElementsRead = 0

    /// The ceilings the next parse checks.
    final var limits = XLSXLimits.standard

    /// Whether the next parse reads small cells and shared strings by the scanner's quick
    /// path; it reports the same events as the general path, which tests check by turning
    /// it off.
    final var usesCompactPath = true

    /// The name of the part being parsed, for the errors a handler reports.
    final private(set) var part = ""

    /// Fails the parse: `what` goes past one of the limits.
    final func failOverLimit(_ what: String) {
        fail(.overLimit(part: part, what: what))
    }

    /// Parses the part `pieces` hands, in order, to the closure it is given; `pieces` returns
    /// whether it handed out the whole part (false when the closure asked it to stop).
    final func parse(
        part: String,
        pieces: ((UnsafeBufferPointer<UInt8>) -> Bool) throws(XLSXError) -> Bool
    ) throws(XLSXError) {
        self.part = part
        var feeder = XMLChunkFeeder(limits: limits, usesCompactPath: usesCompactPath)
        // NB: after a failure the pieces still come to the end, so a damaged archive is
        // reported as such rather than as the XML its damage produced.
        let whole = try pieces { piece in
            feeder.append(piece, to: self)
            return !stoppedEarly
        }
        if whole { feeder.finish(self) }
        heldBytesHighWaterMark = feeder.highWaterMark
        readWork = feeder.work
        compactElementsRead = feeder.compactElements
        switch feeder.failure {
        case .notText?:
            throw .invalidXML(part: part, reason: "it is not valid UTF-8 text")
        case .malformed(let error)?:
            if let failure { throw failure }
            if error.isOverLimit {
                throw .overLimit(part: part, what: "\(error.reason) (line \(error.line))")
            }
            let isDTD = error.reason == XMLScanner.Failure.declaresDTD
            throw .invalidXML(part: part, reason: isDTD ? error.reason : error.description)
        case nil:
            if let failure { throw failure }
        }
    }
}
