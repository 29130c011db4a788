import Mocks

extension TestClock {
    /// Yields until at least `count` sleepers are registered; true when they are.
    ///
    /// Unlike ``TestClock/waitForSleepers(_:)`` it does not give up after a fixed number of
    /// yields, which a busy machine can use up before a task gets to its sleep (the test would
    /// then advance time too early and hang). `bound` of real time only catches a sleeper
    /// that never comes; it is not a timing assertion.
    func waitUntilSleeping(_ count: Int, bound: Duration = .seconds(60)) async -> Bool {
        let limit = ContinuousClock.now.advanced(by: bound)
        while sleeperCount < count, ContinuousClock.now < limit {
            await waitForSleepers(count)
        }
        return sleeperCount >= count
    }
}
