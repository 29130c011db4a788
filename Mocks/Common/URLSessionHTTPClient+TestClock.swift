import CleanAppsDataCore

extension URLSessionHTTPClient {
    /// The live client with its deadlines on `clock`, for tests against the loopback server.
    ///
    /// NB: libcurl's real-time idle timeout is pushed an hour past each deadline, so only the
    /// test moving `clock` ends a stalled request, however slowly a loaded machine runs.
    public static func timed(by clock: TestClock) -> URLSessionHTTPClient {
        URLSessionHTTPClient(clock: clock, idleTimeoutMargin: .seconds(3_600))
    }
}
