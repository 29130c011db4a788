import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DurableFile {
    /// How much of a file a copy holds at a time.
    // NB: 256 KB keeps a copy of a large store (a 300,000-person directory is 266 MB) out of
    // the peak memory, while each read(2) and write(2) still carries enough bytes that the
    // calls cost nothing next to the disk.
    static let copyChunkBytes = 256 * 1024

    /// The `errno`s of a `link(2)` that says the file system cannot link this file here,
    /// rather than that something is wrong: another device, no hard links, too many links.
    static let linkUnavailableCodes: [Int32] = [EXDEV, EPERM, ENOTSUP, EOPNOTSUPP, EMLINK]

    /// Whether a regular file (links followed, as ``read(_:)`` opens it) is at `url`.
    static func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `first` and `second` name one file (links followed): the same device and inode.
    static func isSameFile(_ first: URL, _ second: URL) -> Bool {
        var one = stat()
        var other = stat()
        return stat(first.path, &one) == 0 && stat(second.path, &other) == 0
            && one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Creates `path` (nothing may be there) holding the bytes the regular file at `source`
    /// holds now, without reading them where it can: `path` becomes a second name of the
    /// file (a hard link), so callers must only ever replace `source` by renaming over it
    /// (as ``writeAtomically(_:to:mode:)`` does), never write into it. Where linking is
    /// impossible (another device, a file system without links) the bytes are copied in
    /// chunks of ``copyChunkBytes`` to a new, fsynced file.
    ///
    /// On failure nothing is left at `path`. Callers run it inside
    /// ``PendingTemporaryFiles/tracking(_:_:)``, so Ctrl-C waits for it.
    package static func keepCopy(of source: URL, asNew path: String) throws(FileSystemError) {
        guard try !linkIfPossible(source, at: path) else { return }
        try createExclusively(atPath: path, mode: 0o600) { output throws(FileSystemError) in
            try copyContents(of: source, to: output)
        }
    }

    /// Makes `path` a hard link to `source`; false, with nothing created, when `source` is
    /// not a plain regular file (a symbolic link is linked as a link) or the file system
    /// cannot link it (``linkUnavailableCodes``).
    private static func linkIfPossible(_ source: URL, at path: String) throws(FileSystemError)
        -> Bool
    {
        var status = stat()
        guard lstat(source.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return false
        }
        do throws(FileSystemError) {
            try hardLink(source.path, at: path)
            return true
        } catch {
            guard linkUnavailableCodes.contains(error.code) else { throw error }
            return false
        }
    }

    /// `link(2)`: makes `path` a new name of the file at `source`.
    static func hardLink(_ source: String, at path: String) throws(FileSystemError) {
        try WriteFault.check(.create, .link, path: path)
        guard link(source, path) == 0 else { throw .current(path: path) }
    }

    /// Writes the bytes of the regular file at `source` to `output`, a chunk at a time.
    private static func copyContents(of source: URL, to output: FileOutput)
        throws(FileSystemError)
    {
        let path = source.path
        // NB: O_NONBLOCK so that a FIFO placed at the path cannot hang the open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .current(path: path) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .current(path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .other("it is not a regular file", path: path)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: copyChunkBytes, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = systemRead(fd, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .current(path: path)
            }
            if count == 0 { return }
            try output.write(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}
