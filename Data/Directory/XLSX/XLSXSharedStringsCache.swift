import Synchronization

/// The shared strings a workbook has read so far, kept across sheet requests.
final class XLSXSharedStringsCache: Sendable {
    private let cached = Mutex<[String]>([])

    /// The cached strings when there are at least `count` of them.
    func strings(atLeast count: Int) -> [String]? {
        cached.withLock { $0.count >= count ? $0 : nil }
    }

    /// Keeps `strings` when they are more than what is cached.
    func store(_ strings: [String]) {
        cached.withLock { if strings.count > $0.count { $0 = strings } }
    }
}
