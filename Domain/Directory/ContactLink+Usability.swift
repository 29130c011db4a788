extension ContactLink {
    /// True when ``webURL`` gives an address to open.
    ///
    /// The import asks this of every link cell to warn about those that open nothing.
    /// NB: building the URL costs about 25 µs a link (Foundation's NFKC and trimming, then
    /// the parse), which would add half again to a 30,000-row import; plain ASCII values of
    /// the usual shapes are decided here, byte by byte, by the grammar the URL parser
    /// accepts, anything else by ``webURL`` itself, so the answer is always the same.
    public var opensAddress: Bool {
        let plain = value.utf8.withContiguousStorageIfAvailable { bytes in
            Self.plainAnswer(kind, bytes)
        }
        return (plain ?? nil) ?? (webURL != nil)
    }

    /// The answer for the ASCII `bytes` of a link of `kind`, nil when only ``webURL`` can
    /// tell (non-ASCII text, or a web address outside the plain grammar).
    private static func plainAnswer(_ kind: Kind, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        switch kind {
        case .email:
            return EmailAddressList.isAddress(String(decoding: text, as: UTF8.self))
        case .twitter, .facebook, .instagram, .kakao:
            if startsWithHTTP(bytes[...]) { break }
            let account = text.first == UInt8(ascii: "@") ? text.dropFirst() : text[...]
            return !account.isEmpty && !startsWithHTTP(account)
        case .homepage, .blog, .cafe, .youtube, .cyworld:
            break
        }
        return isPlainWebAddress(text[...])
    }

    /// Whether the trimmed ASCII `text` is a web address ``ContactURLBuilder/website(_:)``
    /// accepts: true for an http(s) URL, or a bare domain with a path, made of a host of
    /// letter, digit and hyphen labels, an optional port, and a path, query and fragment of
    /// unreserved and sub-delimiter characters, `:` and `@`; false when it is certainly
    /// refused; nil when only the parser can tell (`%`, brackets, user info, a second `#`).
    static func isPlainWebAddress(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool? {
        guard !text.isEmpty, !text.contains(where: isRefused) else { return false }
        var rest = text
        if let afterScheme = afterHTTPScheme(text) {
            rest = afterScheme
        } else if text.contains(UInt8(ascii: ":")) || !text.contains(UInt8(ascii: ".")) {
            return false
        }
        var hashes = 0
        var authorityEnd: Int?
        for index in rest.indices {
            let byte = rest[index]
            guard isPlain(byte) else { return nil }
            if byte == UInt8(ascii: "#") { hashes += 1 }
            if authorityEnd == nil, endsAuthority(byte) { authorityEnd = index }
        }
        guard hashes <= 1 else { return nil }
        return isPlainHost(rest[..<(authorityEnd ?? rest.endIndex)])
    }

    /// True for `host` or `host:port` with letter, digit and hyphen labels and a port of one
    /// to five digits; nil otherwise (the parser decides).
    private static func isPlainHost(_ authority: Slice<UnsafeBufferPointer<UInt8>>) -> Bool? {
        var host = authority
        if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
            let port = authority[(colon + 1)...]
            guard (1...5).contains(port.count), port.allSatisfy(isDigit) else { return nil }
            host = authority[..<colon]
        }
        var labelLength = 0
        for byte in host {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0 else { return nil }
                labelLength = 0
            } else {
                guard isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "-") else {
                    return nil
                }
                labelLength += 1
            }
        }
        return labelLength > 0 ? true : nil
    }

    /// The bytes after `http://` or `https://` (any case), or nil without that scheme.
    private static func afterHTTPScheme(_ text: Slice<UnsafeBufferPointer<UInt8>>)
        -> Slice<UnsafeBufferPointer<UInt8>>?
    {
        guard startsWithHTTP(text) else { return nil }
        var rest = text.dropFirst(4)
        if rest.first == UInt8(ascii: "s") || rest.first == UInt8(ascii: "S") {
            rest = rest.dropFirst()
        }
        return rest.starts(with: "://".utf8) ? rest.dropFirst(3) : nil
    }

    /// True when `bytes` start with "http" in any case.
    private static func startsWithHTTP(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard bytes.count >= 4 else { return false }
        let first = bytes.startIndex
        return bytes[first] | 0x20 == UInt8(ascii: "h")
            && bytes[first + 1] | 0x20 == UInt8(ascii: "t")
            && bytes[first + 2] | 0x20 == UInt8(ascii: "t")
            && bytes[first + 3] | 0x20 == UInt8(ascii: "p")
    }

    /// ASCII whitespace, as trimming removes it: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Bytes ``ContactURLBuilder/website(_:)`` refuses outright: controls, space, quotes,
    /// backslash, angle brackets, backtick, caret, braces and bar.
    private static func isRefused(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x21, 0x7F, 0x22, 0x27, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7C, 0x7D: true
        default: false
        }
    }

    /// Letters, digits and the URL characters that never need the parser's judgement:
    /// `-._~!$&()*+,;=:@/?#`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x21, 0x24, 0x26,
            0x28...0x2C, 0x3B, 0x3D, 0x3A, 0x40, 0x2F, 0x3F, 0x23:
            true
        default: false
        }
    }

    /// `/`, `?` and `#`: where the authority (host and port) ends.
    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
