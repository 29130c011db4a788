import CleanAppsDataCore

#if canImport(SocketHTTP)
    import SocketHTTP
#elseif canImport(URLSessionHTTP)
    import URLSessionHTTP
#endif

/// The platform's live `HTTPClient`, chosen in one place: CleanApps' socket client on Linux
/// (its own HTTP/1.1, TLS from the system's OpenSSL 3, no libcurl linked) and URLSession's
/// on Apple's platforms.
///
/// NB: `Package.swift` links exactly one of the two per platform (target dependency
/// conditions), so the `canImport` below picks the one that is there.
public enum LiveHTTPClient {
    /// A new live client; share it across the features of one app.
    public static func make() -> any HTTPClient {
        #if canImport(SocketHTTP)
            SocketHTTPClient()
        #else
            URLSessionHTTPClient()
        #endif
    }
}

extension KitConfiguration {
    /// The configured client, or the platform's live one when the app set none.
    public var liveHTTPClient: any HTTPClient { httpClient ?? LiveHTTPClient.make() }
}
