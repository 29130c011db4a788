/// The HTML rendering of the e-mail; every outside text is escaped.
extension EmailContent {
    private static let style = """
        body{font-family:-apple-system,Helvetica,Arial,sans-serif;color:#222;max-width:640px;\
        margin:auto}.summary{background:#f0f6ff;border-radius:8px;padding:12px}\
        .package{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}\
        .badge{text-transform:uppercase;font-size:12px;background:#e8e8ff;border-radius:4px;\
        padding:2px 6px}.price{font-weight:bold}.footer{color:#666;font-size:13px}
        """

    var html: String {
        let escape = MarketingText.htmlEscaped
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head><meta charset=\"utf-8\"><title>\(escape(Self.title))</title>",
            "<style>\(Self.style)</style></head>",
            "<body>",
            "<h1>\(escape(Self.title))</h1>",
            "<p>\(escape(Self.tagline))</p>",
            "<div class=\"summary\">",
            "<h2>\(escape(Self.investmentHeading))</h2>",
            "<p class=\"price\">\(escape(total))</p>",
            "<p>\(escape(summary))</p>",
        ]
        if let targeting { lines.append("<p>\(escape(targeting))</p>") }
        lines += [
            "</div>"
        ]
        for package in packages {
            lines += [
                "<div class=\"package\">",
                "<h3>\(escape(package.name))</h3>",
                "<span class=\"badge\">\(escape(package.channel.name))</span>",
                "<p class=\"price\">\(escape(price(package)))</p>",
                "<p><em>\(escape(package.summary))</em></p>",
                "<p>\(escape(Self.featuresHeading))</p>",
                "<ul>",
            ]
            lines += package.details.map { "<li>✓ \(escape($0))</li>" }
            lines += ["</ul>", "</div>"]
        }
        lines += [
            "<div class=\"footer\">",
            "<p>\(escape(Self.callToAction))</p>",
            "<p>\(escape(Self.reach))</p>",
            "<p>📅 Generated on \(escape(generatedOn))</p>",
            "<p>\(escape(Self.signature))</p>",
            "</div>",
            "</body>",
            "</html>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
