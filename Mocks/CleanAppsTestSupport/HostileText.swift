/// Text crafted to break out of the place it is put in (headers, HTML, XML, JSON, paths), for
/// output-injection and path tests.
///
/// ``samples`` is a fixed corpus; ``random(using:maximumPieces:)`` strings are built from it
/// and from random scalars, so a seeded generator always gives the same strings.
public enum HostileText {
    /// Every C0 control character U+0000…U+001F.
    public static let c0Controls = String(
        String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init)))

    /// A fixed corpus: line breaks and header injection, C0/C1 controls, separators, markup,
    /// entities, encoded-word look-alikes, bidi controls, XML-invalid characters, quotes and
    /// backslashes, lone combining marks, a MIME boundary look-alike and a 10,000-character line.
    public static let samples: [String] = [
        "\r", "\n", "\r\n", "x\r\nBcc: evil@example.com", "x\nBcc: evil@example.com",
        "x\rBcc: evil@example.com", "x\r\n\r\n<html>body</html>",
        "\r\n\u{301}x\r\u{308}y\n\u{20DD}", "\u{0}", c0Controls,
        "\u{7F}\u{80}\u{85}\u{8D}\u{9B}31m\u{9F}", "a\u{2028}b\u{2029}c",
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
        "' onload='alert(1)", "& &amp; &#x3C; &lt;", "=?utf-8?B?QmNjOiBldmlsQGV4YW1wbGUuY29t?=",
        "=?UTF-8?Q?=0D=0ABcc:_evil@example.com?=", "]]><![CDATA[", "\u{FFFE}\u{FFFF}",
        "\u{202E}gnp.exe\u{202C}", "\u{2066}\u{2067}\u{2068}x\u{2069}\u{200F}",
        "'single' \"double\" `back`", "\\ \\\\ \\u0000 \\n", "\u{301}\u{308}", "👨‍👩‍👧‍👦 🇺🇦",
        "Ünïcödé 漢字 עברית", "--=_CleanApps_0000--", "=_", "=\r\n", ".\r\n.\r\n",
        "From: forged@example.com", "\t \t", "../../etc/passwd", "/etc/passwd",
        String(repeating: "A", count: 10_000),
    ]

    /// A random string of 1…`maximumPieces` pieces, each a sample (long ones cut to at most
    /// 300 characters, except rarely) or a few random scalars from the whole Unicode range.
    public static func random(
        using generator: inout some RandomNumberGenerator, maximumPieces: Int = 4
    ) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...maximumPieces, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                let sample = samples.randomElement(using: &generator) ?? ""
                let keepsAll = Int.random(in: 0..<50, using: &generator) == 0
                text += keepsAll ? sample : String(sample.prefix(300))
            case 6..<8:
                text += randomScalars(count: Int.random(in: 1...6, using: &generator), &generator)
            default:
                text += String(repeating: "x", count: Int.random(in: 0...120, using: &generator))
            }
        }
        return text
    }

    /// `count` random scalars: a third from C0/C1, the rest from the BMP and beyond.
    private static func randomScalars(
        count: Int, _ generator: inout some RandomNumberGenerator
    ) -> String {
        var scalars = String.UnicodeScalarView()
        while scalars.count < count {
            let value: UInt32 =
                Int.random(in: 0..<3, using: &generator) == 0
                ? UInt32.random(in: 0...0x9F, using: &generator)
                : UInt32.random(in: 0...0x10FFFF, using: &generator)
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
