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
        "Team <team@example.com>", ".team@example.com", "te..am@example.com", "team@-example.com",
        "team@example..com", "tëam@example.com", "team@example.com\u{0}",
        String(repeating: "a", count: 65) + "@example.com",
    ])
    func initValidating_implausibleOrInjectingAddress_throwsInvalidRecipient(text: String) {
        #expect(throws: MarketingError.invalidRecipient(MarketingError.printable(text))) {
            try EmailAddress(validating: text)
        }
    }

    @Test func message_injectedLineBreaks_isPrintedAsOneQuestionMark() {
        let error = MarketingError.invalidRecipient(MarketingError.printable("a@b.c\r\nBcc: x"))

        #expect(
            error.message
                == "“a@b.c?Bcc: x” is not an e-mail address like name@example.com; check it and try again."
        )
    }
}
