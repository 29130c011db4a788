extension ContactLink {
    /// True when ``webURL`` gives an address to open.
    ///
    /// The import asks this of every link cell to warn about those that open nothing.
    /// NB: building the URL costs about 25 µs a link (Foundation's NFKC and trimming, then
    /// the parse), which would add half again to a 30,000-row import; plain ASCII values of
    /// the usual shapes are decided here by the grammar the URL parser accepts, anything else
    /// by ``webURL`` itself, so the answer is always the same.
    public var opensAddress: Bool {
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 < 0x80 }) else { return webURL != nil }
        let text = value.trimmedDirectoryText
        switch kind {
        case .email:
            return EmailAddressList.isAddress(text)
        case .twitter, .facebook, .instagram, .kakao:
            if value.lowercased().hasPrefix("http") { break }
            let account = text.hasPrefix("@") ? text.dropFirst() : Substring(text)
            return !account.isEmpty && !account.lowercased().hasPrefix("http")
        case .homepage, .blog, .cafe, .youtube, .cyworld:
            break
        }
        return Self.isPlainWebAddress(text) ?? (webURL != nil)
    }

    /// Whether ASCII `text` is a web address ``ContactURLBuilder/website(_:)`` accepts: true
    /// for an http(s) URL, or a bare domain with a path, made of a host of letter, digit and
    /// hyphen labels, an optional port, and a path, query and fragment of unreserved and
    /// sub-delimiter characters; false when it is certainly refused; nil when only the parser
    /// can tell (`%`, brackets, user info, a second `#`).
    static func isPlainWebAddress(_ text: String) -> Bool? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, !bytes.contains(where: isRefused) else { return false }
        let lowered = text.lowercased()
        let rest: ArraySlice<UInt8>
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            rest = bytes[(lowered.hasPrefix("https") ? 8 : 7)...]
        } else if !bytes.contains(UInt8(ascii: ":")), bytes.contains(UInt8(ascii: ".")) {
            rest = bytes[...]
        } else {
            return false
        }
        guard rest.allSatisfy(isPlain), rest.count(where: { $0 == UInt8(ascii: "#") }) <= 1 else {
            return nil
        }
        let authorityEnd = rest.firstIndex { "/?#".utf8.contains($0) } ?? rest.endIndex
        var host = rest[..<authorityEnd]
        if let colon = host.firstIndex(of: UInt8(ascii: ":")) {
            let port = host[host.index(after: colon)...]
            guard (1...5).contains(port.count), port.allSatisfy(isDigit) else { return nil }
            host = host[..<colon]
        }
        let labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !host.isEmpty, !labels.contains(where: \.isEmpty),
            labels.allSatisfy({ $0.allSatisfy { isDigit($0) || isLetter($0) || $0 == 0x2D } })
        else { return nil }
        return true
    }

    /// Bytes ``ContactURLBuilder/website(_:)`` refuses outright: controls, space, quotes,
    /// backslash, angle brackets, backtick, caret, braces and bar.
    private static func isRefused(_ byte: UInt8) -> Bool {
        byte < 0x21 || byte == 0x7F || "\"'<>\\`^{|}".utf8.contains(byte)
    }

    /// Letters, digits and the URL characters that never need the parser's judgement.
    private static func isPlain(_ byte: UInt8) -> Bool {
        isDigit(byte) || isLetter(byte) || "-._~!$&()*+,;=:/?#".utf8.contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
