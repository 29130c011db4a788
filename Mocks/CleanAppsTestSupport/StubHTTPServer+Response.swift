import Foundation

extension StubHTTPServer {
    /// What the server sends back for one request: a normal answer or a scripted misbehaviour.
    ///
    /// Every answer carries `Connection: close`; the server closes the connection after it.
    public struct Response: Sendable {
        /// How the bytes go out.
        enum Delivery: Equatable, Sendable {
            /// Head and whole body at once.
            case whole
            /// The body in `pieces` parts with `delay` between them.
            case slow(pieces: Int, delay: Duration)
            /// Declares the whole body but sends only the first half, then goes silent.
            case stallHalfway
            /// Chunked encoding, 16 KiB chunks about every millisecond, until the client hangs up.
            case endless
            /// Reads the request and never answers.
            case silence
            /// Reads the request and closes the connection without a byte.
            case close
            /// Declares this `Content-Length`, sends the body, then goes silent.
            case declaredLength(Int64)
            /// Sends the body bytes as they are (no status line or headers), then closes.
            case raw
        }

        /// The status code of the answer.
        public var status: Int
        /// Extra header fields (`Content-Length` and `Connection` are set by the server).
        public var headers: [String: String]
        /// The body.
        public var body: Data
        var delivery: Delivery

        /// A normal answer: status, headers and body sent at once.
        public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
            self.init(status: status, headers: headers, body: body, delivery: .whole)
        }

        init(status: Int, headers: [String: String], body: Data, delivery: Delivery) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delivery = delivery
        }

        /// A JSON answer (`Content-Type: application/json`).
        public static func json(
            _ status: Int, _ body: String, headers: [String: String] = [:]
        ) -> Response {
            Response(
                status: status,
                headers: headers.merging(["Content-Type": "application/json"]) { mine, _ in mine },
                body: Data(body.utf8))
        }

        /// A plain-text answer (`Content-Type: text/plain; charset=utf-8`).
        public static func text(
            _ status: Int, _ body: String, headers: [String: String] = [:]
        ) -> Response {
            Response(
                status: status,
                headers: headers.merging(["Content-Type": "text/plain; charset=utf-8"]) { m, _ in m
                },
                body: Data(body.utf8))
        }

        /// Reads the request and never answers until the client hangs up or the server stops.
        public static let never = Response(
            status: 0, headers: [:], body: Data(), delivery: .silence)

        /// Reads the request and closes the connection without sending a byte.
        public static let closeConnection = Response(
            status: 0, headers: [:], body: Data(), delivery: .close)

        /// A 200 whose body arrives in `pieces` parts with `delay` between them.
        public static func slowBody(
            _ body: String, pieces: Int = 4, delay: Duration = .milliseconds(50)
        ) -> Response {
            Response(
                status: 200, headers: [:], body: Data(body.utf8),
                delivery: .slow(pieces: max(1, pieces), delay: delay))
        }

        /// Sends `bytes` exactly as given, with no status line or headers of its own, then
        /// closes: for answers that are not HTTP at all.
        public static func raw(_ bytes: Data) -> Response {
            Response(status: 0, headers: [:], body: bytes, delivery: .raw)
        }

        /// A 200 that declares all of `body` but sends only its first half, then goes silent.
        public static func stallingHalfway(_ body: String) -> Response {
            Response(status: 200, headers: [:], body: Data(body.utf8), delivery: .stallHalfway)
        }

        /// A 200 with a chunked body that never ends: 16 KiB chunks of `"a"` about every
        /// millisecond (a fast real network), until the client hangs up.
        public static let endlessBody = Response(
            status: 200, headers: [:], body: Data(), delivery: .endless)

        /// A 200 that claims `Content-Length: claimed` (10 GB by default), sends a few bytes,
        /// then goes silent.
        public static func lyingContentLength(_ claimed: Int64 = 10_000_000_000) -> Response {
            Response(
                status: 200, headers: [:], body: Data(repeating: UInt8(ascii: "a"), count: 1024),
                delivery: .declaredLength(claimed))
        }

        /// A 200 JSON answer whose body is not valid UTF-8.
        public static let invalidUTF8 = Response(
            status: 200, headers: ["Content-Type": "application/json"],
            body: Data([0x5B, 0x22, 0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x22, 0x5D]),
            delivery: .whole)

        /// A 200 JSON answer of `levels` nested arrays: `[[[…]]]`.
        public static func deeplyNestedJSON(levels: Int = 100_000) -> Response {
            var body = Data(repeating: UInt8(ascii: "["), count: levels)
            body.append(Data(repeating: UInt8(ascii: "]"), count: levels))
            return Response(
                status: 200, headers: ["Content-Type": "application/json"], body: body,
                delivery: .whole)
        }
    }
}
