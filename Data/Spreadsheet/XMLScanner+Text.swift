/// How ``XMLScanner`` reads text: references, line ends, the characters XML allows.
extension XMLScanner {
    /// Where a run of text stands, which decides how it is read.
    enum TextKind {
        /// Element content: references replaced.
        case content
        /// An attribute value: references replaced, every whitespace character a space.
        case attribute
        /// A CDATA section: taken as it is.
        case cdata
    }

    /// The text of `range` with line ends normalised, as `kind` says, after refusing control
    /// characters XML does not allow.
    func decoded(_ range: Range<Int>, as kind: TextKind) throws(Failure) -> String {
        if isPlain(range) { return string(range) }
        try checkCharacters(range)
        return isRaw(range, as: kind) ? string(range) : try rewritten(range, as: kind)
    }

    /// Whether `range` holds no byte below a space and no `&`: its text is its bytes, with
    /// nothing to check further.
    // NB: one pass for the common text, where the checks below take three.
    func isPlain(_ range: Range<Int>) -> Bool {
        !bytes[range].contains { $0 < 0x20 || $0 == Byte.ampersand }
    }

    /// Whether the text of `range` is its bytes as they are: no references to replace, no
    /// line ends or (in an attribute) whitespace to normalise.
    func isRaw(_ range: Range<Int>, as kind: TextKind) -> Bool {
        let slice = bytes[range]
        return !(kind != .cdata && slice.contains(Byte.ampersand))
            && !slice.contains(Byte.carriageReturn)
            && !(kind == .attribute && slice.contains(where: { $0 == 0x09 || $0 == 0x0A }))
    }

    /// The text of `range` with references replaced and line ends normalised, as `kind` says.
    func rewritten(_ range: Range<Int>, as kind: TextKind) throws(Failure) -> String {
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

    func appendReference(_ range: Range<Int>, to output: inout [UInt8]) throws(Failure) {
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

    static let predefined: [String: Unicode.Scalar] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'",
    ]

    /// The scalar for a character reference, if XML allows that character.
    static func xmlScalar(_ value: UInt32) -> Unicode.Scalar? {
        guard
            value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xFFFD).contains(value)
                || (0x10000...0x10FFFF).contains(value)
        else { return nil }
        return Unicode.Scalar(value)
    }

    /// Refuses control characters XML does not allow (the input is already valid UTF-8).
    func checkCharacters(_ range: Range<Int>) throws(Failure) {
        if let bad = bytes[range].firstIndex(where: { $0 < 0x20 && !Byte.isWhitespace($0) }) {
            throw failure("control character \(bytes[bad]) in text", at: bad)
        }
    }
}

extension UInt8 {
    fileprivate var isDigitASCII: Bool { (0x30...0x39).contains(self) }
    fileprivate var isHexDigitASCII: Bool {
        isDigitASCII || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

extension XMLScanner {
    /// The bytes the scanner looks for.
    enum Byte {
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
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_")
                || byte == colon || byte >= 0x80
        }

        static func continuesName(_ byte: UInt8) -> Bool {
            startsName(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }
    }
}
