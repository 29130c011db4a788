import CleanAppsDataCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``HTTPClient`` on Apple's platforms: URLSession with an ephemeral configuration.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    /// Creates a client over an ephemeral session with no cache and no cookies.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration)
    }

    /// Sends `request` and returns the complete response.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
            throw HTTPClientError.badData("not HTTP")
        }
        return HTTPResponse(statusCode: http.statusCode, body: data)
    }
}
