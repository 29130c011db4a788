import CleanAppsCore
import Foundation
import MarketingDomain
import Testing

@Suite struct EmailAddressTests {
    @Test(arguments: [
        ("team@example.com", "team@example.com"),
        ("  a.b+tag@mail.example.org ", "a.b+tag@mail.example.org"),
        ("o'neil@x-y.co", "o'neil@x-y.co"),
    ])
    func initValidating_plainAddress_isAccepted(text: String, expected: String) throws {
        #expect(try EmailAddress(validating: text).rawValue == expected)
    }

    @Test(arguments: [
        "", "team", "team@", "@example.com", "team@example", "a@b@example.com", "te am@example.com",
        "team@example.com\r\nBcc: evil@example.com", "team@example.com\n", "team@exa\rmple.com",
        "a@example.com, b@example.com", "A <a@example.com> B <b@example.com>",
        "Te\"am <team@example.com>", ".team@example.com", "te..am@example.com", "team@-example.com",
        "team@example..com", "t🙂am@example.com", "team@example.com\u{0}",
        String(repeating: "a", count: 65) + "@example.com",
    ])
    func initValidating_implausibleOrInjectingAddress_throwsInvalidRecipient(text: String) {
        #expect(throws: MarketingError.invalidRecipient(MarketingError.printable(text))) {
            try EmailAddress(validating: text)
        }
    }

    @Test(arguments: [
        ("Team <team@example.com>", "Team", "team@example.com"),
        ("\"Kim, Min-su\" <kim@example.com>", "Kim, Min-su", "kim@example.com"),
        ("Jürgen <jürgen@bücher.example>", "Jürgen", "jürgen@bücher.example"),
        ("홍길동@회사.한국", nil, "홍길동@회사.한국"),
    ])
    func initValidating_nameAndInternationalAddress_isAccepted(
        text: String, name: String?, address: String
    ) throws {
        let parsed = try EmailAddress(validating: text)

        #expect(parsed.displayName == name)
        #expect(parsed.rawValue == address)
        #expect(try EmailAddress(validating: parsed.description) == parsed)
    }

    @Test func message_injectedLineBreaks_isPrintedAsOneQuestionMark() {
        let error = MarketingError.invalidRecipient(MarketingError.printable("a@b.c\r\nBcc: x"))

        #expect(
            error.message
                == "“a@b.c?Bcc: x” is not an e-mail address like name@example.com; check it and try again."
        )
    }
}
