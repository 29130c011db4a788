/// Feeds a part's bytes to an ``XMLScanner`` as they arrive, in pieces of any size (down to
/// one byte), so a part is read without ever being held whole.
///
/// It keeps only what the scanner could not use yet: a token or a UTF-8 sequence cut by the
/// end of a piece, followed by the next piece. The text is checked as UTF-8 as it arrives
/// (after a UTF-8 byte order mark, which is dropped); a part starting with a UTF-16 byte
/// order mark is turned into UTF-8 as it arrives.
///
/// Each byte is checked, searched for `<` and handed to the scanner once: the scanner reads
/// up to the last `<` that has arrived, and only when a new one arrives. What it holds stays
/// within the ``XLSXLimits/maxValueBytes`` of a few tokens: a stretch without `<` longer than
/// a tag and a run of text could be is refused as it arrives.
///
/// After a failure, or once the handler stops, further pieces are only checked as text: that
/// a part is not text is reported before how its XML is malformed, as when parts were checked
/// whole before their markup.
struct XMLChunkFeeder {
    /// Why the part could not be read.
    enum Failure: Error {
        /// The part is not UTF-8 (nor UTF-16 with a byte order mark).
        case notText
        /// The part is not well-formed XML, or goes past a limit.
        case malformed(XMLScanner.Failure)
    }

    private enum Encoding {
        case undecided, utf8, utf16
    }

    /// The first failure met; `notText` replaces `malformed`.
    private(set) var failure: Failure?
    /// The most bytes held at once, for checking that memory follows the pieces, not the part.
    private(set) var highWaterMark = 0
    /// A count of the work done so far (the scanner's, and bytes copied in, searched or
    /// moved), for checking that it grows linearly with the part.
    var work: Int { scanner.work + ownWork }
    /// How many elements the scanner's quick path has read so far.
    var compactElements: Int { scanner.compactElements }
    private var ownWork = 0
    private var scanner: XMLScanner
    /// Bytes received and not used yet.
    private var pending: [UInt8] = []
    /// How many bytes at the front of `pending` are checked UTF-8 (and searched for `<`).
    private var checkedCount = 0
    /// Where the last `<` of the checked bytes is; the scanner may read the bytes before it.
    private var lastLessThan: Int?
    /// How many bytes at the front of `pending` the scanner has seen without using them (a
    /// token cut by the end of what it was handed).
    private var seenCount = 0
    private var encoding = Encoding.undecided
    private var utf16 = UTF16PieceDecoder()

    /// A feeder whose scanner checks `limits`, with its quick path for small elements unless
    /// `usesCompactPath` is false.
    init(limits: XLSXLimits = .standard, usesCompactPath: Bool = true) {
        scanner = XMLScanner(limits: limits)
        scanner.usesCompactPath = usesCompactPath
    }

    /// Takes the next piece of the part and reads what it completes.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>, to handler: XMLPartHandler) {
        if case .notText = failure { return }
        ownWork += piece.count
        if encoding == .utf16 {
            decodeUTF16(piece, isFinal: false)
        } else {
            pending.append(contentsOf: piece)
            if encoding == .undecided { decideEncoding(isFinal: false) }
        }
        highWaterMark = max(highWaterMark, pending.count + utf16.held.count)
        guard encoding != .undecided else { return }
        if case .notText = failure { return }
        let searchedCount = checkedCount
        checkText(upTo: pending.count - Self.unfinishedSequenceLength(pending))
        guard failure == nil, !handler.isStopped else { return dropChecked() }
        findLastLessThan(from: searchedCount)
        if let end = lastLessThan, end > seenCount {
            scan(upTo: end, isFinal: false, handler)
        } else {
            refuseOverlongStretch()
        }
    }

    /// Reads the rest, after the last piece.
    mutating func finish(_ handler: XMLPartHandler) {
        if case .notText = failure { return }
        if encoding == .undecided { decideEncoding(isFinal: true) }
        if encoding == .utf16 { decodeUTF16([UInt8](), isFinal: true) }
        if case .notText = failure { return }
        checkText(upTo: pending.count)
        scan(upTo: checkedCount, isFinal: true, handler)
    }

    private mutating func scan(upTo end: Int, isFinal: Bool, _ handler: XMLPartHandler) {
        guard failure == nil, !handler.isStopped else { return dropChecked() }
        // NB: moved out so the scan does not overlap the access to `pending`.
        var scanner = self.scanner
        self.scanner = XMLScanner(limits: scanner.limits)
        defer { self.scanner = scanner }
        do {
            let used = try pending.withUnsafeBufferPointer { all throws(XMLScanner.Failure) in
                try scanner.scan(
                    UnsafeBufferPointer(rebasing: all[..<end]), isFinal: isFinal, into: handler)
            }
            if used > 0 {
                ownWork += pending.count - used
                pending.removeFirst(used)
            }
            checkedCount -= used
            lastLessThan = lastLessThan.map { $0 - used }
            seenCount = end - used
        } catch {
            failure = .malformed(error)
            dropChecked()
        }
    }

    /// Lets go of the checked bytes, which will not be read (after a failure or a stop).
    private mutating func dropChecked() {
        pending.removeFirst(checkedCount)
        checkedCount = 0
        lastLessThan = nil
        seenCount = 0
    }

    /// Finds the last `<` among the checked bytes from `start` on, if there is one.
    private mutating func findLastLessThan(from start: Int) {
        let found = pending[start..<checkedCount].lastIndex(of: UInt8(ascii: "<"))
        ownWork += checkedCount - (found ?? start)
        if let found { lastLessThan = found }
    }

    /// Refuses the part when the checked bytes since the last `<` are more than a tag and the
    /// text after it may be: some token there is longer than the limit.
    private mutating func refuseOverlongStretch() {
        let stretchStart = lastLessThan ?? 0
        guard checkedCount - stretchStart > 2 * scanner.limits.maxValueBytes else { return }
        failure = .malformed(
            pending.withUnsafeBufferPointer { scanner.tooLong(at: stretchStart, in: $0) })
        dropChecked()
    }

    private mutating func decideEncoding(isFinal: Bool) {
        guard pending.count >= 3 || isFinal else { return }
        if pending.starts(with: [0xFE, 0xFF]) || pending.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16
            utf16 = UTF16PieceDecoder(isBigEndian: pending[0] == 0xFE)
            let rest = pending.dropFirst(2)
            pending = []
            decodeUTF16(rest, isFinal: isFinal)
            return
        }
        if pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
        encoding = .utf8
    }

    /// Checks `pending[checkedCount..<end]`, which ends on a sequence boundary, as UTF-8.
    private mutating func checkText(upTo end: Int) {
        guard end > checkedCount else { return }
        let valid = pending.withUnsafeBufferPointer { all in
            String(
                validating: UnsafeBufferPointer(rebasing: all[checkedCount..<end]), as: UTF8.self)
                != nil
        }
        guard valid else { return refuseAsNotText() }
        checkedCount = end
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 sequence the next piece finishes.
    private static func unfinishedSequenceLength(_ bytes: [UInt8]) -> Int {
        var back = 1
        while back <= min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 != 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? back : 0
            }
            back += 1
        }
        return 0
    }

    /// Appends the UTF-8 of the UTF-16 characters `bytes` completes to `pending`.
    private mutating func decodeUTF16(_ bytes: some Collection<UInt8>, isFinal: Bool) {
        guard let utf8 = utf16.decode(bytes, isFinal: isFinal) else { return refuseAsNotText() }
        pending.append(contentsOf: utf8)
    }

    /// Fails the part as not text, letting go of everything held.
    private mutating func refuseAsNotText() {
        failure = .notText
        pending = []
        checkedCount = 0
        lastLessThan = nil
        seenCount = 0
    }
}
