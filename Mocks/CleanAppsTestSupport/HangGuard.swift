/// The one real-time bound in tests: only a hang reaches it.
///
/// NB: Swift Testing runs every test at once on a 2-core machine, where a waiting test can
/// queue behind minutes of other tests' work; a tighter bound would make outcomes depend on
/// load. Waits end by events long before this; deadlines under test run on a ``TestClock``.
public enum HangGuard {
    /// How long a wait may take before the test fails instead of hanging.
    public static let limit = Duration.seconds(600)
}
