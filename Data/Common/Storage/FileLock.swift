import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, shared by every process and thread.
///
/// The lock file is opened anew for each use, so two store instances in one process, two
/// threads, and two processes all exclude each other. The lock file is never deleted
/// (deleting it would let two holders lock different files).
package enum FileLock {
    /// Runs `body` while holding the exclusive lock on `url`, creating the file if needed.
    ///
    /// Blocks until the lock is free. Throws ``FileSystemError`` when the lock file cannot
    /// be opened or locked; errors from `body` pass through unchanged.
    package static func withExclusiveLock<Result>(
        at url: URL, _ body: () throws -> Result
    ) throws -> Result {
        let fd = try openLockFile(url)
        // NB: closing the descriptor releases the lock, also when `body` throws.
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileSystemError.current(path: url.path) }
        }
        return try body()
    }

    /// Like ``withExclusiveLock(at:_:)`` when nobody holds the lock; nil, without running
    /// `body` or waiting, when somebody does.
    package static func withExclusiveLockIfFree<Result>(
        at url: URL, _ body: () throws -> Result
    ) throws -> Result? {
        let fd = try openLockFile(url)
        defer { close(fd) }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { return nil }
            guard errno == EINTR else { throw FileSystemError.current(path: url.path) }
        }
        return try body()
    }

    /// Opens (creating) the lock file.
    private static func openLockFile(_ url: URL) throws(FileSystemError) -> Int32 {
        try WriteFault.check(.create, path: url.path)
        let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .current(path: url.path) }
        return fd
    }
}
