import Foundation
import Testing

@testable import CleanAppsDataCore

@Suite struct HTTPClientErrorTests {
    @Test func message_forEachCase_isOneClearSentence() {
        #expect(
            HTTPClientError.offline.message
                == "You seem to be offline or the server cannot be reached. Check the connection and try again."
        )
        #expect(
            HTTPClientError.timedOut.message
                == "The server took too long to answer. Try again later.")
        #expect(
            HTTPClientError.server(status: 503).message
                == "The server reported an error (HTTP 503). Try again later.")
        #expect(
            HTTPClientError.badData("response larger than 10 bytes").message
                == "The server sent data CleanApps cannot read (response larger than 10 bytes).")
    }

    @Test(arguments: [
        (HTTPClientError.server(status: 500), "GamerPower answered HTTP 500"),
        (.unreachable("connection refused"), "GamerPower is not reachable (connection refused)"),
        (.timedOut, "GamerPower did not answer within 10 s"),
        (.offline, "GamerPower was not asked: network use is off"),
    ])
    func failureOfService_forEachCase_saysWhatFailed(error: HTTPClientError, expected: String) {
        #expect(error.failure(of: "GamerPower", deadline: .seconds(10)) == expected)
    }

    @Test(arguments: [200, 201, 204, 299])
    func requireSuccess_for2xx_returnsTheResponse(status: Int) throws {
        let response = HTTPResponse(statusCode: status, body: Data("ok".utf8))

        let checked = try response.requireSuccess()

        #expect(checked == response)
        #expect(response.isSuccess)
    }

    @Test(arguments: [199, 301, 404, 429, 500, 503])
    func requireSuccess_forOtherStatuses_throwsServerError(status: Int) {
        let response = HTTPResponse(statusCode: status, body: Data())

        #expect(throws: HTTPClientError.server(status: status)) { try response.requireSuccess() }
        #expect(!response.isSuccess)
    }
}
