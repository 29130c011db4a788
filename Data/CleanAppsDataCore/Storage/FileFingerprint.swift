import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What identifies one version of a file without reading it: device, inode, size and
/// modification time (nanoseconds).
///
/// An atomic replace (a new file renamed over the old) always changes the inode, so any
/// rewrite by CleanApps or another program changes the fingerprint.
package struct FileFingerprint: Codable, Equatable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modifiedSeconds: Int64
    package var modifiedNanoseconds: Int64

    /// The fingerprint of the file at `url`, or nil when it does not exist or cannot be
    /// examined.
    package static func of(_ url: URL) -> FileFingerprint? {
        var info = stat()
        guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileFingerprint(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modifiedSeconds: Int64(info.modificationTime.tv_sec),
            modifiedNanoseconds: Int64(info.modificationTime.tv_nsec))
    }
}
