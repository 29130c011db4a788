/// An ``HTTPClient`` for `cleanapps --offline`: every request fails with
/// ``HTTPClientError/offline`` without touching the network, so features fall back to their
/// caches and bundled data.
public struct OfflineHTTPClient: HTTPClient {
    /// Creates the client.
    public init() {}

    /// Always throws ``HTTPClientError/offline``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw HTTPClientError.offline
    }
}
