import CleanAppsCore
import CleanAppsDataCore
import Foundation
import TerminalKit

/// The shared instances every feature is built from, made once by ``CompositionRoot``.
@MainActor
struct AppEnvironment {
    /// Where screens read and write.
    let terminal: any Terminal
    /// The data and cache directories.
    let paths: AppPaths
    /// Messages from stores for the user, printed before the next screen.
    let notices: NoticeBoard
    /// The one HTTP client (an offline one under `--offline`).
    let httpClient: any HTTPClient
    /// Whether `--offline` was given: no feature touches the network.
    let isOffline: Bool
    /// The clock for debouncing and spinners.
    let clock: SleepClock
    /// The wall clock.
    let now: Now
    /// Opens web addresses (http and https only).
    let urlOpener: any URLOpener
    /// The process environment (for `CLEANAPPS_*_URL` overrides).
    let variables: [String: String]
    /// Poster pixels per layout unit: 2 (2160 px) except in tests, which draw small posters.
    let posterPixelsPerUnit: Double

    /// What the feature kits are built from: the same folders, notices, client and clocks.
    var kitConfiguration: KitConfiguration {
        KitConfiguration(
            paths: paths, notices: notices, httpClient: httpClient, isOffline: isOffline,
            clock: clock, now: now)
    }

    /// The URL in environment variable `name` when it is an http(s) URL with a host, else
    /// `fallback`; a bad value is reported once on the notice board.
    func serviceURL(_ name: String, default fallback: URL) -> URL {
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
