import CleanAppsDataCore
import Foundation

// NB: by the platform, not by `canImport`: a build folder that already holds the other
// client's module would make `canImport` true on any platform. `Package.swift` links the
// same one per platform.
#if os(Linux)
    import SocketHTTP
#else
    import URLSessionHTTP
#endif

/// The platform's live `HTTPClient`, chosen in one place: CleanApps' socket client on Linux
/// (its own HTTP/1.1, TLS from the system's OpenSSL 3, no libcurl linked) and URLSession's
/// on Apple's platforms.
public enum LiveHTTPClient {
    /// A new live client; share it across the features of one app. On Linux `environment`
    /// gives the proxy settings (`https_proxy`, `no_proxy`, …); URLSession reads the
    /// system's.
    public static func make(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> any HTTPClient {
        #if os(Linux)
            SocketHTTPClient(configuration: .init(environment: environment))
        #else
            URLSessionHTTPClient()
        #endif
    }
}

extension KitConfiguration {
    /// The one client every kit takes, decided here: offline, an `OfflineHTTPClient` (no
    /// request leaves, whatever client was set); otherwise the configured client, or the
    /// platform's live one when the app set none.
    public var resolvedHTTPClient: any HTTPClient {
        if isOffline { return OfflineHTTPClient() }
        return httpClient ?? LiveHTTPClient.make()
    }
}
