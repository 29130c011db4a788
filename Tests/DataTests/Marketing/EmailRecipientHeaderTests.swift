import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct EmailRecipientHeaderTests {
    func toHeader(_ recipient: String) throws -> String? {
        let draft = try ComposeEmailUseCase(
            now: { Date(timeIntervalSince1970: 1_748_952_309) },
            timeZone: TimeZone(secondsFromGMT: 0)!
        ).execute(
            selection: try Selection([MarketingSamples.package(MarketingSamples.seo, 0, price: 1)]))
        let text = EmailMessageFile(timeZone: TimeZone(secondsFromGMT: 0)!).render(
            draft, to: try EmailAddress(validating: recipient))
        return try EmailMessageParser.parse(text).header("To")
    }

    @Test func render_asciiName_isQuoted() throws {
        #expect(try toHeader("Team Lead <team@example.com>") == "\"Team Lead\" <team@example.com>")
    }

    @Test func render_nameBeyondASCII_isAnEncodedWordThatDecodesBack() throws {
        let header = try #require(try toHeader("홍길동 <hong@example.com>"))

        let encoded = Foundation.Data("홍길동".utf8).base64EncodedString()
        #expect(header == "=?UTF-8?B?\(encoded)?= <hong@example.com>")
    }

    @Test func render_internationalisedAddress_staysUTF8() throws {
        #expect(try toHeader("jürgen@bücher.example") == "jürgen@bücher.example")
    }
}
