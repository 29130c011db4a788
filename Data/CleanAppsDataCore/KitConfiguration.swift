import CleanAppsCore
import Foundation

/// What every feature's composition kit (`GiveawaysComponents`, `WaterComponents`, …) is
/// built from: where data and cache live, the one HTTP client, the notice board and the clocks.
///
/// Make one per app and pass it to each kit; the kits share its instances, so stores
/// post to one ``NoticeBoard`` (drain it before each screen, or the messages are lost).
public struct KitConfiguration: Sendable {
    /// The data and cache folders.
    public var paths: AppPaths
    /// Messages from stores for the user.
    public var notices: NoticeBoard
    /// The HTTP client every remote repository uses; nil lets each kit that talks to a server
    /// take the platform's live client (`LiveHTTPClient`: sockets on Linux, URLSession on
    /// Apple's platforms). Any ``HTTPClient`` will do: a test passes its double. The kits
    /// take it through `resolvedHTTPClient` (module `LiveHTTP`), the one place that decides.
    public var httpClient: (any HTTPClient)?
    /// When true no feature touches the network: every kit takes an ``OfflineHTTPClient``
    /// instead of ``httpClient``.
    public var isOffline: Bool
    /// The clock for debouncing.
    public var clock: SleepClock
    /// The wall clock.
    public var now: Now

    /// A configuration over explicit folders and instances.
    public init(
        paths: AppPaths, notices: NoticeBoard = NoticeBoard(),
        httpClient: (any HTTPClient)? = nil, isOffline: Bool = false,
        clock: SleepClock = ContinuousClock(), now: @escaping Now = { Date() }
    ) {
        self.paths = paths
        self.notices = notices
        self.httpClient = httpClient
        self.isOffline = isOffline
        self.clock = clock
        self.now = now
    }

    /// A configuration for app `appName`: data in `$XDG_DATA_HOME/<appName>`, cache in
    /// `$XDG_CACHE_HOME/<appName>` (or both under `dataDirectory` when given).
    public init(appName: String, dataDirectory: String? = nil) {
        let environment = ProcessInfo.processInfo.environment
        self.init(
            paths: AppPaths.resolve(
                dataDirectoryOverride: dataDirectory,
                environment: environment.filter { $0.key.hasPrefix("XDG_") },
                homeDirectory: environment["HOME"] ?? NSHomeDirectory(), appName: appName))
    }
}
