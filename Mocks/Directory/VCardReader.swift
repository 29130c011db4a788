import Foundation

/// A vCard 4.0 reader written from RFC 6350 alone, independent of the app's encoder, to read
/// exported files back in tests.
///
/// Checks as it reads: CRLF line endings, physical lines of at most 75 octets that are each
/// valid UTF-8, `BEGIN`/`VERSION:4.0`/`END` framing. Unfolds (§3.2), splits each content line
/// into name, parameters and value at the first colon outside quotes (§3.3), and unescapes
/// text values (§3.4).
public enum VCardReader {
    /// One property: its name (upper-cased), parameters and raw (still escaped) value.
    public struct Property: Equatable, Sendable {
        /// "TEL".
        public var name: String
        /// ["TYPE": "cell,voice,text"], names upper-cased.
        public var parameters: [String: String]
        /// The value as written, escapes kept.
        public var rawValue: String

        /// The value as text, escapes undone.
        public var text: String { VCardReader.unescape(rawValue) }
        /// The components of a structured value (N), each unescaped.
        public var components: [String] {
            VCardReader.splitUnescaped(rawValue, on: ";").map(VCardReader.unescape)
        }
    }

    /// A problem with the file, said as one sentence.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is wrong.
        public var description: String
    }

    /// The cards of `data`, each a list of its properties (without BEGIN, VERSION, END).
    public static func read(_ data: Data) throws -> [[Property]] {
        var physical: [String] = []
        var start = data.startIndex
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                guard index > 0, bytes[index - 1] == 0x0D else {
                    throw Failure(description: "a line ends in LF without CR")
                }
                let line = Array(bytes[(start - data.startIndex)..<(index - 1)])
                guard line.count <= 75 else {
                    throw Failure(description: "a line has \(line.count) octets")
                }
                guard let text = String(data: Data(line), encoding: .utf8) else {
                    throw Failure(description: "a line is not valid UTF-8 on its own")
                }
                physical.append(text)
                start = data.startIndex + index + 1
            }
            index += 1
        }
        guard start - data.startIndex == bytes.count else {
            throw Failure(description: "the file does not end in CRLF")
        }
        var logical: [String] = []
        for line in physical {
            // NB: scalars, not characters: a continuation may start with a combining mark.
            if let first = line.unicodeScalars.first, first == " " || first == "\t",
                !logical.isEmpty
            {
                logical[logical.count - 1].unicodeScalars += line.unicodeScalars.dropFirst()
            } else {
                logical.append(line)
            }
        }
        var cards: [[Property]] = []
        var current: [Property]?
        for line in logical where !line.isEmpty {
            let property = try parse(line)
            switch (property.name, property.rawValue.uppercased()) {
            case ("BEGIN", "VCARD"):
                guard current == nil else { throw Failure(description: "BEGIN inside a card") }
                current = []
            case ("END", "VCARD"):
                guard let card = current else { throw Failure(description: "END outside a card") }
                cards.append(card)
                current = nil
            case ("VERSION", let version):
                guard version == "4.0" else { throw Failure(description: "version \(version)") }
            default:
                guard current != nil else {
                    throw Failure(description: "\(property.name) outside a card")
                }
                current?.append(property)
            }
        }
        guard current == nil else { throw Failure(description: "a card has no END") }
        return cards
    }

    /// Name, parameters and value of one unfolded content line.
    static func parse(_ line: String) throws -> Property {
        let scalars = line.unicodeScalars
        var inQuotes = false
        var colon: String.UnicodeScalarView.Index?
        for index in scalars.indices {
            if scalars[index] == "\"" { inQuotes.toggle() }
            if scalars[index] == ":", !inQuotes {
                colon = index
                break
            }
        }
        guard let colon else { throw Failure(description: "no colon in \(line)") }
        let head = String(scalars[..<colon]).split(
            separator: ";", omittingEmptySubsequences: false)
        guard let name = head.first, !name.isEmpty,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { throw Failure(description: "a bad property name in \(line)") }
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else {
                throw Failure(description: "a bad parameter \(parameter)")
            }
            parameters[pair[0].uppercased()] = String(pair[1])
        }
        return Property(
            name: name.uppercased(), parameters: parameters,
            rawValue: String(scalars[scalars.index(after: colon)...]))
    }

    /// `\\`, `\,`, `\;` and `\n`/`\N` undone.
    static func unescape(_ value: String) -> String {
        var text = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                text.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                text.append(scalar)
            }
        }
        return String(text)
    }

    /// `value` split on unescaped `separator`, escapes kept.
    static func splitUnescaped(_ value: String, on separator: Unicode.Scalar) -> [String] {
        var parts = [String.UnicodeScalarView()]
        var escaping = false
        for scalar in value.unicodeScalars {
            if !escaping, scalar == separator {
                parts.append(String.UnicodeScalarView())
                continue
            }
            parts[parts.count - 1].append(scalar)
            escaping = !escaping && scalar == "\\"
        }
        return parts.map(String.init)
    }
}
