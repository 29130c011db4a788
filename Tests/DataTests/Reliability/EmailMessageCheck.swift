import CleanAppsTestSupport
import Foundation
import MarketingTestSupport
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

    /// What is wrong with `text` (empty when nothing), and the message parsed when it parses.
    static func problems(_ text: String, hasRecipient: Bool) -> ([String], ParsedEmail?) {
        var problems: [String] = []
        let bytes = Array(text.utf8)
        // NB: index loops, not enumerated(): in debug builds they are several times faster.
        for offset in bytes.indices where bytes[offset] == 0x0D || bytes[offset] == 0x0A {
            let paired =
                bytes[offset] == 0x0D
                ? offset + 1 < bytes.count && bytes[offset + 1] == 0x0A
                : offset > 0 && bytes[offset - 1] == 0x0D
            if !paired {
                problems.append("bare CR or LF at byte \(offset)")
                break
            }
        }
        if bytes.contains(where: { $0 >= 0x80 || $0 == 0 }) { problems.append("8-bit or NUL") }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if let longest = lines.map(\.count).max(), longest - 1 > 998 {
            problems.append("a line of \(longest - 1) octets")
        }
        let headerLines = lines.prefix { $0.count > 1 }.map { String(decoding: $0, as: UTF8.self) }
        if headerLines.contains(where: { $0.utf8.count > 79 }) {
            problems.append("a header line over 78 characters")
        }
        let names = headerLines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") }.map {
            String($0.prefix { $0 != ":" })
        }
        if names != headerNames(hasRecipient: hasRecipient) {
            problems.append("header fields \(names)")
        }
        guard let message = try? EmailMessageParser.parse(text) else {
            return (problems + ["not parsable"], nil)
        }
        let partHeaders = message.parts.map { $0.headers.map(\.name) }
        if partHeaders != Array(repeating: ["Content-Type", "Content-Transfer-Encoding"], count: 2)
        {
            problems.append("parts \(partHeaders)")
        }
        if let html = message.parts.last?.text {
            let foreign = tags(in: html).filter { !templateTags.contains($0) }
            if !foreign.isEmpty { problems.append("tags \(foreign)") }
        }
        return (problems, message)
    }

    /// Checks `text`, recording one issue listing every problem, and returns it parsed.
    static func check(
        _ text: String, hasRecipient: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ParsedEmail {
        let (problems, message) = self.problems(text, hasRecipient: hasRecipient)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        return try #require(message, sourceLocation: sourceLocation)
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
        holds(Data(text.utf8), part)
    }

    /// Whether the UTF-8 bytes `text` hold `part` byte for byte.
    static func holds(_ text: Data, _ part: String) -> Bool {
        part.isEmpty || text.range(of: Data(part.utf8)) != nil
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
    ///
    /// NB: written out again on purpose: a check that called the escaping it checks could
    /// not fail when that escaping breaks.
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
