import Foundation
import Glibc

/// Changes a file behind CleanApps' back, for proving what a store does (not) read.
enum FileTampering {
    /// Overwrites `url` in place with as many `x` bytes as it has, then restores its
    /// modification time: the same inode, size and time, so its fingerprint is unchanged.
    static func scrambleKeepingFingerprint(_ url: URL) throws {
        var before = stat()
        guard stat(url.path, &before) == 0 else { throw CocoaError(.fileNoSuchFile) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: Int(before.st_size)))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        guard utimensat(AT_FDCWD, url.path, &times, 0) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Replaces `url` with `data` as another program would (a new file renamed over it).
    static func replace(_ url: URL, with data: Data) throws {
        try data.write(to: url, options: .atomic)
    }
}
