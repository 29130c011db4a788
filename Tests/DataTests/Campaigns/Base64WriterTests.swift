import Foundation
import Testing

@testable import CampaignsData

@Suite struct Base64WriterTests {
    @Test(arguments: [0, 1, 2, 3, 4, 5, 255, 256, 1000])
    func document_anyLength_matchesFoundationBase64(length: Int) {
        let payload = Foundation.Data((0..<length).map { UInt8(($0 * 37 + 11) % 256) })

        let document = Base64Writer.document(prefix: "<a>ї", payload: payload, suffix: "</a>")

        #expect(document == "<a>ї" + payload.base64EncodedString() + "</a>")
    }

    @Test func document_slicedPayload_encodesTheSliceOnly() {
        let payload = Foundation.Data([9, 9, 1, 2, 3, 4]).dropFirst(2)

        let document = Base64Writer.document(prefix: "", payload: payload, suffix: "")

        #expect(document == Foundation.Data([1, 2, 3, 4]).base64EncodedString())
    }
}
