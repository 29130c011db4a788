import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CampaignsScreens

@Suite struct CampaignReferenceTests {
    private let campaigns = [
        CampaignFixtures.campaign(id: 0xABC1), CampaignFixtures.campaign(id: 0xABC2),
    ]

    @Test(arguments: [
        ("2", 0xABC2), ("00000000-0000-0000-0000-00000000abc1", 0xABC1),
        ("00000000-0000-0000-0000-00000000ABC1", 0xABC1), (" 1 ", 0xABC1),
    ])
    func resolve_rowNumberOrFullIDOrUniquePrefix_findsIt(text: String, number: Int) {
        let result = try? CampaignReference.resolve(text, in: campaigns).get()

        #expect(result?.id == CampaignFixtures.id(number))
    }

    @Test func resolve_sharedPrefix_isAmbiguous() {
        let result = CampaignReference.resolve("00000000", in: campaigns)

        #expect(result == .failure(.ambiguous("00000000", count: 2)))
    }

    @Test(arguments: ["3", "0", "999", "ffff"])
    func resolve_nothingMatches_isNotFound(text: String) {
        guard case .failure(.notFound) = CampaignReference.resolve(text, in: campaigns) else {
            Issue.record("\(text) should not be found")
            return
        }
    }

    @Test(arguments: ["", "abc", "-1", "zzzz", "１２３４", "../x", String(repeating: "a", count: 37)])
    func resolve_notAnID_isMalformed(text: String) {
        guard case .failure(.malformed) = CampaignReference.resolve(text, in: campaigns) else {
            Issue.record("\(text) should be malformed")
            return
        }
    }
}
