import Foundation

extension StubHTTPServer {
    /// One request as the server received it.
    public struct Request: Equatable, Sendable {
        /// The method, e.g. `"GET"`.
        public var method: String
        /// The request target as sent, e.g. `"/api/giveaways?platform=pc"`.
        public var target: String
        /// The percent-decoded path, e.g. `"/api/giveaways"`.
        public var path: String
        /// The decoded query items, in order (empty when there is no query).
        public var queryItems: [URLQueryItem]
        /// Header fields with lowercased names.
        public var headers: [String: String]
        /// The body (empty when there is none).
        public var body: Data

        /// Creates a request; the server builds these, tests may build them to compare.
        public init(
            method: String,
            target: String,
            headers: [String: String] = [:],
            body: Data = Data()
        ) {
            let components = URLComponents(string: target)
            self.method = method
            self.target = target
            self.path = components?.path ?? target
            self.queryItems = components?.queryItems ?? []
            self.headers = headers
            self.body = body
        }

        /// The value of the first query item named `name`.
        public func query(_ name: String) -> String? {
            queryItems.first { $0.name == name }?.value
        }

        /// The value of the header `name` (any case).
        public func header(_ name: String) -> String? {
            headers[name.lowercased()]
        }

        /// The body decoded as UTF-8 (invalid bytes replaced).
        public var bodyText: String { String(decoding: body, as: UTF8.self) }
    }
}
