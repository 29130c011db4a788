import CleanAppsCore
import Foundation
import MarketingDomain
import Testing

@Suite struct ChannelIDTests {
    @Test func initValidating_realID_keepsIt() throws {
        let id = try ChannelID(validating: "0af1bfee844a7003cec5")

        #expect(id.rawValue == "0af1bfee844a7003cec5")
        #expect(id.description == "0af1bfee844a7003cec5")
    }

    @Test(arguments: [
        "", "0af1bfee844a7003cec", "0af1bfee844a7003cec50", "0AF1BFEE844A7003CEC5",
        "0af1bfee844a7003ceg5", "../../../etc/passwd0", "0af1bfee844a7003ce/5",
        " af1bfee844a7003cec5",
        "0af1bfee844a7003cec\n", "0af1bfee844a7003cecé", "0af1bfee844a7003cec5\u{301}",
    ])
    func initValidating_malformedID_throwsInvalidChannelID(text: String) {
        #expect(throws: MarketingError.invalidChannelID(MarketingError.printable(text))) {
            try ChannelID(validating: text)
        }
        #expect(!ChannelID.isValid(text))
    }

    @Test func message_invalidChannelID_namesTheRuleAndHidesControlCharacters() {
        let error = MarketingError.invalidChannelID(MarketingError.printable("ab\u{1B}[31m"))

        #expect(
            error.message
                == "The channel id “ab?[31m” is not valid: it must be 20 lowercase hexadecimal characters."
        )
    }
}
