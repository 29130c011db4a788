import Foundation
import Mocks
import Testing

/// Checks an `.eml` message as CleanApps writes it, independently of the code that wrote it:
/// CRLF only, short 7-bit lines, exactly the expected header fields, two quoted-printable
/// parts, and an HTML part whose only tags are the template's.
enum EmailMessageCheck {
    /// The header field names in order, with or without a recipient.
    static func headerNames(hasRecipient: Bool) -> [String] {
        ["From"] + (hasRecipient ? ["To"] : [])
            + ["Subject", "Date", "Message-ID", "MIME-Version", "X-Unsent", "Content-Type"]
    }

    /// The tags the HTML template uses; anything else came from the data.
    static let templateTags: Set<String> = [
        "!doctype", "html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "div",
        "span", "em", "ul", "li",
    ]

    /// Checks `text` and returns it parsed; records an issue for every broken rule.
    static func check(
        _ text: String, hasRecipient: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ParsedEmail {
        let bytes = Array(text.utf8)
        for (offset, byte) in bytes.enumerated() where byte == 0x0D || byte == 0x0A {
            let paired =
                byte == 0x0D
                ? offset + 1 < bytes.count && bytes[offset + 1] == 0x0A
                : offset > 0 && bytes[offset - 1] == 0x0D
            #expect(paired, "bare CR or LF at byte \(offset)", sourceLocation: sourceLocation)
            if !paired { break }
        }
        #expect(bytes.allSatisfy { $0 < 0x80 }, "8-bit byte", sourceLocation: sourceLocation)
        #expect(!bytes.contains(0), "NUL byte", sourceLocation: sourceLocation)
        let lines = text.components(separatedBy: "\r\n")
        let longest = lines.map(\.utf8.count).max() ?? 0
        #expect(longest <= 998, "line of \(longest) octets", sourceLocation: sourceLocation)
        let headerLines = lines.prefix { !$0.isEmpty }
        #expect(headerLines.allSatisfy { $0.utf8.count <= 78 }, sourceLocation: sourceLocation)
        let names = headerLines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") }.map {
            String($0.prefix { $0 != ":" })
        }
        #expect(
            names == headerNames(hasRecipient: hasRecipient), sourceLocation: sourceLocation)
        let message = try EmailMessageParser.parse(text)
        #expect(message.parts.count == 2, sourceLocation: sourceLocation)
        for part in message.parts {
            #expect(
                part.headers.map(\.name) == ["Content-Type", "Content-Transfer-Encoding"],
                sourceLocation: sourceLocation)
        }
        if let html = message.parts.last?.text {
            let foreign = tags(in: html).filter { !templateTags.contains($0) }
            #expect(foreign.isEmpty, "tags \(foreign)", sourceLocation: sourceLocation)
            #expect(!holds(html.lowercased(), "<script"), sourceLocation: sourceLocation)
        }
        return message
    }

    /// The lower-cased names of every start and end tag in `html`, read scalar by scalar as
    /// an HTML tokenizer does.
    static func tags(in html: String) -> [String] {
        var names: [String] = []
        var name: String.UnicodeScalarView?
        for scalar in html.unicodeScalars {
            if scalar == "<" {
                name = String.UnicodeScalarView()
            } else if var current = name {
                if " >\n\t".unicodeScalars.contains(scalar) {
                    names.append(String(current).lowercased())
                    name = nil
                } else if !(current.isEmpty && scalar == "/") {
                    current.append(scalar)
                    name = current
                }
            }
        }
        return names
    }

    /// Whether `text` holds `part` byte for byte (text search by characters misses a part
    /// that starts with a combining mark).
    static func holds(_ text: String, _ part: String) -> Bool {
        part.isEmpty || Array(text.utf8).contains(Array(part.utf8))
    }

    /// What CleanApps promises to keep of outside text on one line: every control, line or
    /// paragraph separator becomes a space.
    static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.properties.generalCategory {
                    case .control, .lineSeparator, .paragraphSeparator: " "
                    default: scalar
                    }
                }))
    }

    /// `oneLine(text)` as HTML text: `& < > " '` as entities.
    static func html(_ text: String) -> String {
        var escaped = ""
        for scalar in oneLine(text).unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
