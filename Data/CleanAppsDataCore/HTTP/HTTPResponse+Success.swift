extension HTTPResponse {
    /// True for a 2xx status.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }

    /// Returns the response unchanged when its status is 2xx.
    ///
    /// Throws ``HTTPClientError/server(status:)`` for any other status (3xx, 4xx, 5xx). Call it
    /// after handling the statuses a feature gives a meaning of its own (such as 404 "not found").
    @discardableResult
    public func requireSuccess() throws(HTTPClientError) -> HTTPResponse {
        guard isSuccess else { throw .server(status: statusCode) }
        return self
    }
}
