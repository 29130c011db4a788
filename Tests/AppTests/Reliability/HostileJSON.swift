import CleanAppsTestSupport
import Foundation
import Testing

/// Hostile strings for `--json` output checks, and a reader of what a command printed.
enum HostileJSON {
    /// Text JSON must escape or carry as is: quotes, backslashes, every C0 control, DEL,
    /// C1, U+2028/2029, lone combining marks, emoji sequences, bytes of invalid UTF-8 decoded
    /// lossily, and markup. Each is wrapped in letters so trimming cannot change it.
    static let strings: [String] = [
        "Q \" \\ \\u0000 \\\" '\" /",
        HostileText.c0Controls,
        "\u{7F}\u{80}\u{85}\u{9F}\u{2028}\u{2029}",
        "\u{301}\u{308}\u{20DD}",
        "👨‍👩‍👧‍👦🇺🇦\u{FE0F}",
        String(
            decoding: [0x41, 0xC3, 0x28, 0xFF, 0xFE, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80],
            as: UTF8.self),
        "</script><!-- \u{202E}\u{FFFE}\u{FFFF}",
        "\u{200B}\u{200E}\u{200F}\u{202A}\u{202D}\u{2066}\u{2069}\u{FEFF}",
        "\u{AD}\u{2060}\u{E0001}\u{E0041}\u{E007F}\u{61C}"
            + String(
                String.UnicodeScalarView(
                    [0xFDD0, 0x1FFFE, 0x10FFFF].compactMap(Unicode.Scalar.init))),
    ].map { "T" + $0 + "Z" }

    /// Scalars `--json` never carries raw: C1 controls, every invisible format character
    /// (Unicode's Cf: soft hyphen, zero-width and bidi controls, word joiner, BOM, tags…), the
    /// whole tag block (U+E0000–U+E007F, unassigned ones too) and the noncharacters.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || (0xE0000...0xE007F).contains(scalar.value)
            || scalar.properties.generalCategory == .format
            || scalar.properties.isNoncharacterCodePoint
    }

    /// Expects none of the ``isInvisible(_:)`` scalars raw in `output`.
    static func expectNoRawInvisibles(
        _ output: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let raw = output.unicodeScalars.filter(isInvisible).map {
            "U+" + String($0.value, radix: 16, uppercase: true)
        }
        #expect(raw.isEmpty, "raw in --json: \(Set(raw).sorted())", sourceLocation: sourceLocation)
    }

    /// Every string anywhere in `output`, which must be one JSON document.
    static func strings(
        in output: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let value = try JSONSerialization.jsonObject(
            with: Data(output.utf8), options: [.fragmentsAllowed])
        var found: [String] = []
        collect(value, into: &found)
        return found
    }

    /// Whether `strings` holds `expected` scalar for scalar (not only canonically equal).
    static func contains(_ strings: [String], exactly expected: String) -> Bool {
        strings.contains { $0.unicodeScalars.elementsEqual(expected.unicodeScalars) }
    }

    /// Expects every one of `expected` in the JSON document `output`.
    static func expectRoundTrip(
        _ output: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoRawInvisibles(output, sourceLocation: sourceLocation)
        do {
            let found = try strings(in: output)
            for text in expected {
                #expect(
                    contains(found, exactly: text), "missing \(text.debugDescription)",
                    sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record(
                "not JSON: \(error)\n\(output.prefix(300))", sourceLocation: sourceLocation)
        }
    }

    private static func collect(_ value: Any, into found: inout [String]) {
        switch value {
        case let text as String: found.append(text)
        case let array as [Any]:
            for element in array { collect(element, into: &found) }
        case let object as [String: Any]:
            found += object.keys
            for element in object.values { collect(element, into: &found) }
        default: break
        }
    }
}
