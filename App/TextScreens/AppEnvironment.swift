import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Terminal

/// The shared instances every feature is built from, made once by the app's composition root.
@MainActor
public struct AppEnvironment {
    /// Where screens read and write.
    public let terminal: any Terminal
    /// What the feature kits are built from: folders, notices, the HTTP client, whether the
    /// app is offline, and the clocks. Each kit takes its client from it
    /// (`KitConfiguration.resolvedHTTPClient`), so `--offline` is decided there once.
    public let kitConfiguration: KitConfiguration
    /// Opens web addresses (http and https only).
    public let urlOpener: any URLOpener
    /// The process environment (for `CLEANAPPS_*_URL` overrides).
    public let variables: [String: String]

    /// The shared instances, as the composition root makes them.
    public init(
        terminal: any Terminal, kitConfiguration: KitConfiguration, urlOpener: any URLOpener,
        variables: [String: String]
    ) {
        self.terminal = terminal
        self.kitConfiguration = kitConfiguration
        self.urlOpener = urlOpener
        self.variables = variables
    }

    /// The data and cache directories.
    public var paths: AppPaths { kitConfiguration.paths }
    /// Messages from stores for the user, printed before the next screen.
    public var notices: NoticeBoard { kitConfiguration.notices }
    /// Whether `--offline` was given: no feature touches the network.
    public var isOffline: Bool { kitConfiguration.isOffline }
    /// The clock for debouncing and spinners.
    public var clock: SleepClock { kitConfiguration.clock }
    /// The wall clock.
    public var now: Now { kitConfiguration.now }

    /// The URL in environment variable `name` when it is an http(s) URL with a host, else
    /// `fallback`; a bad value is reported once on the notice board.
    public func serviceURL(_ name: String, default fallback: URL) -> URL {
        guard let text = variables[name], !text.isEmpty else { return fallback }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else {
            notices.post(
                "\(name) is not an http(s) address, so \(fallback.absoluteString) is used.")
            return fallback
        }
        return url
    }
}
