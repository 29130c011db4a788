import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct EmailMessageFileTests {
    static let fixedID = UUID(uuidString: "8A3E2C10-0000-4000-8000-00000000ABCD")!
    // 2025-06-03 12:05:09 UTC
    static let date = Date(timeIntervalSince1970: 1_748_952_309)
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func draft(_ items: [MarketingPackage]) throws -> EmailDraft {
        try ComposeEmailUseCase(now: { Self.date }, timeZone: berlin).execute(
            selection: try Selection(items))
    }

    func render(_ draft: EmailDraft, to recipient: EmailAddress?) -> String {
        EmailMessageFile(timeZone: berlin, makeUniqueID: { Self.fixedID }).render(
            draft, to: recipient)
    }

    @Test func render_parsedBack_hasHeadersAndBothPartsDecodingToTheDraft() throws {
        let draft = try draft([
            MarketingSamples.package(MarketingSamples.facebook, 0, price: 140),
            MarketingSamples.package(MarketingSamples.seo, 1, price: 320),
        ])

        let message = try EmailMessageParser.parse(
            render(draft, to: try EmailAddress(validating: "team@example.com")))

        #expect(message.header("From") == "CleanApps <noreply@cleanapps.invalid>")
        #expect(message.header("To") == "team@example.com")
        #expect(message.subject == "Marketing Campaign Selection - 2025-06-03")
        #expect(message.header("Date") == "Tue, 03 Jun 2025 14:05:09 +0200")
        #expect(
            message.header("Message-ID")
                == "<8a3e2c10-0000-4000-8000-00000000abcd@cleanapps.invalid>")
        #expect(message.header("MIME-Version") == "1.0")
        #expect(
            message.header("Content-Type")
                == "multipart/alternative;\r\n boundary=\"=_CleanApps_8a3e2c1000004000800000000000abcd\""
        )
        #expect(
            message.parts.map { $0.header("Content-Type") } == [
                "text/plain; charset=UTF-8", "text/html; charset=UTF-8",
            ])
        #expect(
            message.parts.map { $0.header("Content-Transfer-Encoding") } == [
                "quoted-printable", "quoted-printable",
            ])
        #expect(message.parts.map(\.text) == [draft.plainText, draft.html])
    }

    @Test func render_noRecipient_hasNoToHeader() throws {
        let message = try EmailMessageParser.parse(
            render(
                try draft([MarketingSamples.package(MarketingSamples.seo, 0, price: 1)]), to: nil))

        #expect(message.header("To") == nil)
        #expect(message.parts.count == 2)
    }

    @Test func render_everyLineEndsInCRLFAndIsShort_boundaryOnlyAsDelimiter() throws {
        let long = String(repeating: "Ünïcödé détail with = signs and spaces ", count: 40) + " "
        let text = render(
            try draft([MarketingSamples.package(MarketingSamples.seo, 0, price: 1, details: [long])]
            ),
            to: nil)

        let lines = text.components(separatedBy: "\r\n")
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        #expect(lines.allSatisfy { $0.utf8.count <= 78 })
        #expect(text.hasSuffix("--=_CleanApps_8a3e2c1000004000800000000000abcd--\r\n"))
        #expect(
            text.components(separatedBy: "=_CleanApps_8a3e2c1000004000800000000000abcd").count == 5)
        let message = try EmailMessageParser.parse(text)
        #expect(message.parts.first?.text?.contains(long) == true)
    }

    @Test func render_hostileDetails_areEscapedInHTMLPartAndCannotAddHeaders() throws {
        let draft = try draft([
            MarketingSamples.package(
                MarketingSamples.seo, 0, price: 1,
                details: ["<script>alert('x')</script>", "x\r\n\r\nBcc: evil@example.com"])
        ])

        let message = try EmailMessageParser.parse(render(draft, to: nil))

        let html = try #require(message.parts.last?.text)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(message.header("Bcc") == nil)
        #expect(message.parts.first?.text?.contains("  ✓ x    Bcc: evil@example.com\n") == true)
    }

    @Test func render_nonASCIISubject_isEncodedWordsThatDecodeBack() throws {
        let subject = "Вибір маркетингу — 営業キャンペーン 📊 " + String(repeating: "ä", count: 40)
        let draft = EmailDraft(
            subject: subject, plainText: "a\n", html: "<p>a</p>\n", createdAt: Self.date)

        let text = render(draft, to: nil)
        let message = try EmailMessageParser.parse(text)

        #expect(message.subject == subject)
        let subjectLines = text.components(separatedBy: "\r\n").drop { !$0.hasPrefix("Subject:") }
            .prefix { $0.hasPrefix("Subject:") || $0.hasPrefix(" ") }
        #expect(subjectLines.count > 1)
        #expect(subjectLines.allSatisfy { $0.utf8.count <= 78 && $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    @Test func render_dateInOtherZone_usesItsOffset() throws {
        let draft = EmailDraft(subject: "s", plainText: "", html: "", createdAt: Self.date)
        let file = EmailMessageFile(
            timeZone: TimeZone(secondsFromGMT: -(3 * 3600 + 30 * 60))!,
            makeUniqueID: { Self.fixedID })

        let message = try EmailMessageParser.parse(file.render(draft, to: nil))

        #expect(message.header("Date") == "Tue, 03 Jun 2025 08:35:09 -0330")
        #expect(message.parts.map(\.text) == ["", ""])
    }
}
