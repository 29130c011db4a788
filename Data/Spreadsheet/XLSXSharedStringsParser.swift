/// Streams the shared-strings part (`<sst>`): plain `<si><t>` items and rich-text runs
/// (`<si><r><t>`), skipping phonetic runs (`<rPh>`). Stops once it holds `limit` strings;
/// refuses more strings, or a longer string, than its ``XLSXLimits`` allow.
final class XLSXSharedStringsParser: XMLPartHandler {
    private let limit: Int
    private(set) var strings: [String] = []
    private var inItem = false
    private var inPhonetic = false
    private var capturing = false
    private var text = ""

    /// Reads at most `limit` strings (the highest index needed plus one).
    init(limit: Int) {
        self.limit = limit
    }

    override func start(_ name: XMLName, attributes: XMLAttributes) {
        switch name {
        case "si":
            guard strings.count < limits.maxSharedStrings else {
                return failOverLimit("more than \(limits.maxSharedStrings) shared strings")
            }
            inItem = true
            text = ""
        case "rPh": inPhonetic = true
        case "t" where inItem && !inPhonetic: capturing = true
        default: break
        }
    }

    /// An item `<si><t>…</t></si>` taken as its events would be.
    override func compactElement(
        _ outer: XMLName, attributes: XMLAttributes, inner: XMLName?,
        innerAttributes: XMLAttributes, text: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        guard !inPhonetic, outer == "si", let inner, inner == "t", let text else { return false }
        guard strings.count < limits.maxSharedStrings else {
            failOverLimit("more than \(limits.maxSharedStrings) shared strings")
            return true
        }
        inItem = false
        capturing = false
        self.text = ""
        // NB: within the limits already: plain text no longer than a token may be.
        strings.append(XLSXEscapes.decode(String(decoding: text, as: UTF8.self)))
        if strings.count >= limit { finishEarly() }
        return true
    }

    override func end(_ name: XMLName) {
        switch name {
        case "si":
            inItem = false
            strings.append(XLSXEscapes.decode(text))
            if strings.count >= limit { finishEarly() }
        case "rPh": inPhonetic = false
        case "t": capturing = false
        default: break
        }
    }

    override func characters(_ text: String) {
        guard capturing else { return }
        // NB: most items are one run: taking it as it is copies nothing.
        if self.text.isEmpty { self.text = text } else { self.text += text }
        if self.text.utf8.count > limits.maxValueBytes {
            failOverLimit("a shared string whose text is longer than \(limits.maxValueBytes) bytes")
        }
    }
}
