import CleanAppsDataCore
import DirectoryDomain
import Synchronization

/// The directory last mapped from `directory.json`, with the fingerprint the file had then.
///
/// NB: the store remembers the file's stored form; this keeps what it maps to, so the reads
/// of one import (the launch check, the merge preview, the merge under the lock) share one
/// `Directory`: it is not mapped again, and the merge sees at once (shared storage) that
/// the directory did not change after its preview.
final class MappedDirectoryCache: Sendable {
    private let remembered = Mutex<(fingerprint: FileFingerprint, directory: Directory)?>(nil)

    /// The remembered directory when the file still has `fingerprint`.
    func directory(for fingerprint: FileFingerprint?) -> Directory? {
        guard let fingerprint else { return nil }
        return remembered.withLock { $0?.fingerprint == fingerprint ? $0?.directory : nil }
    }

    /// Remembers `directory` as the contents of the file with `fingerprint` (nil forgets).
    func remember(_ directory: Directory?, as fingerprint: FileFingerprint?) {
        remembered.withLock { remembered in
            remembered = fingerprint.flatMap { fingerprint in
                directory.map { (fingerprint, $0) }
            }
        }
    }
}
