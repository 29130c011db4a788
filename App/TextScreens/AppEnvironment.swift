import CleanAppsCore
import CleanAppsDataCore
import Foundation
import TerminalKit

/// The shared instances every feature is built from, made once by the app's composition root.
@MainActor
public struct AppEnvironment {
    /// Where screens read and write.
    public let terminal: any Terminal
    /// The data and cache directories.
    public let paths: AppPaths
    /// Messages from stores for the user, printed before the next screen.
    public let notices: NoticeBoard
    /// The one HTTP client (an offline one under `--offline`).
    public let httpClient: any HTTPClient
    /// Whether `--offline` was given: no feature touches the network.
    public let isOffline: Bool
    /// The clock for debouncing and spinners.
    public let clock: SleepClock
    /// The wall clock.
    public let now: Now
    /// Opens web addresses (http and https only).
    public let urlOpener: any URLOpener
    /// The process environment (for `CLEANAPPS_*_URL` overrides).
    public let variables: [String: String]
    /// Poster pixels per layout unit: 2 (2160 px) except in tests, which draw small posters.
    public let posterPixelsPerUnit: Double

    /// The shared instances, as the composition root makes them.
    public init(
        terminal: any Terminal, paths: AppPaths, notices: NoticeBoard, httpClient: any HTTPClient,
        isOffline: Bool, clock: SleepClock, now: @escaping Now, urlOpener: any URLOpener,
        variables: [String: String], posterPixelsPerUnit: Double
    ) {
        self.terminal = terminal
        self.paths = paths
        self.notices = notices
        self.httpClient = httpClient
        self.isOffline = isOffline
        self.clock = clock
        self.now = now
        self.urlOpener = urlOpener
        self.variables = variables
        self.posterPixelsPerUnit = posterPixelsPerUnit
    }

    /// What the feature kits are built from: the same folders, notices, client and clocks.
    public var kitConfiguration: KitConfiguration {
        KitConfiguration(
            paths: paths, notices: notices, httpClient: httpClient, isOffline: isOffline,
            clock: clock, now: now)
    }

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
