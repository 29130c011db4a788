import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Crash-safe file operations on POSIX paths, reporting the exact `errno` of each failure.
///
/// Writes go to a temporary sibling that is written, fsynced and renamed over the target,
/// then the directory is fsynced, so a reader (or a crash) sees either the old or the new
/// file, never a torn one. Nothing here ever replaces an existing file except that rename.
package enum DurableFile {
    /// What reading a file found.
    package enum ReadOutcome: Equatable, Sendable {
        /// Nothing exists at the path.
        case missing
        /// The whole file.
        case bytes(Data)
        /// Something exists but could not be read as a regular file.
        case unreadable(FileSystemError)
    }

    /// Files larger than this are treated as unreadable (no data file comes near it: a
    /// 300,000-person directory is about 270 MB).
    package static let maximumReadBytes = 4 * 1024 * 1024 * 1024

    /// Files of this size and more are mapped instead of read: their bytes are never copied
    /// into the heap, so a large store costs page cache, not a second copy.
    package static let mappingThresholdBytes = 1024 * 1024

    /// The prefix of the temporary siblings written for `url`.
    static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent).tmp-"
    }

    /// Reads the regular file at `url`; FIFOs, devices and oversized files are unreadable.
    ///
    /// A file of ``mappingThresholdBytes`` or more is mapped, not read (NB: CleanApps only
    /// ever replaces its files by renaming over them, which leaves a mapping of the old
    /// file intact; a tool that truncates a store in place while it is being read would
    /// end the process with SIGBUS).
    package static func read(_ url: URL) -> ReadOutcome {
        let path = url.path
        // NB: O_NONBLOCK so that a FIFO placed at the path cannot hang the open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let error = FileSystemError.current(path: path)
            return error.code == ENOENT ? .missing : .unreadable(error)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .unreadable(.current(path: path)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .unreadable(.other("it is not a regular file", path: path))
        }
        let tooLarge = FileSystemError.other(
            "it is larger than \(sizeText(maximumReadBytes))", path: path)
        guard status.st_size <= maximumReadBytes else { return .unreadable(tooLarge) }
        if status.st_size >= mappingThresholdBytes, let mapped = map(fd, size: Int(status.st_size))
        {
            return .bytes(mapped)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(.current(path: path))
            }
            if count == 0 { return .bytes(data) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > maximumReadBytes { return .unreadable(tooLarge) }
        }
    }

    /// The first `size` bytes of the open file `fd`, mapped read-only and private; nil when
    /// the system refuses the mapping (the caller reads the file instead).
    private static func map(_ fd: Int32, size: Int) -> Data? {
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        return Data(
            bytesNoCopy: address, count: size,
            deallocator: .custom { address, size in munmap(address, size) })
    }

    /// Replaces the file at `url` with `data` atomically and durably; a new file gets `mode`
    /// (less the umask).
    ///
    /// On failure the previous file is untouched and the temporary file is removed; Ctrl-C
    /// waits until the temporary file is renamed or removed (see ``PendingTemporaryFiles``).
    package static func writeAtomically(_ data: Data, to url: URL, mode: mode_t = 0o600)
        throws(FileSystemError)
    {
        try writeAtomically(to: url, mode: mode) { output throws(FileSystemError) in
            try output.write(data)
        }
    }

    /// Replaces the file at `url` atomically and durably with what `contents` writes to the
    /// temporary file, in as many pieces as it likes; a new file gets `mode` (less the umask).
    ///
    /// Fails, leaving the previous file untouched, as soon as `contents` throws, or when it
    /// wrote more than `maximumBytes` (by default what ``read(_:)`` reads back); otherwise as
    /// ``writeAtomically(_:to:mode:)``.
    package static func writeAtomically(
        to url: URL, mode: mode_t = 0o600, maximumBytes: Int = maximumReadBytes,
        contents: (FileOutput) throws(FileSystemError) -> Void
    ) throws(FileSystemError) {
        let directory = url.deletingLastPathComponent()
        let temporary = temporaryPath(for: url)
        try PendingTemporaryFiles.shared.tracking(temporary) { () throws(FileSystemError) in
            try createReadable(
                atPath: temporary, for: url, mode: mode, maximumBytes: maximumBytes,
                contents: contents)
            do throws(FileSystemError) {
                try renameEntry(temporary, to: url.path)
            } catch {
                removeEntry(temporary)
                throw error
            }
        }
        synchronizeDirectory(directory)
    }

    /// Creates a new file at `path`, the stand-in for `url`, holding what `contents` writes,
    /// as ``createExclusively(atPath:mode:contents:)``, failing when it wrote more than
    /// `maximumBytes` (by default what ``read(_:)`` reads back).
    static func createReadable(
        atPath path: String, for url: URL, mode: mode_t = 0o600,
        maximumBytes: Int = maximumReadBytes,
        contents: (FileOutput) throws(FileSystemError) -> Void
    ) throws(FileSystemError) {
        try createExclusively(atPath: path, mode: mode) { output throws(FileSystemError) in
            try contents(output)
            // NB: a file that `read` refuses would be moved aside as damaged when it is
            // next opened, so it is never put in place.
            let size = lseek(output.descriptor, 0, SEEK_CUR)
            guard size <= maximumBytes else {
                throw .other(
                    "it would be larger than \(sizeText(maximumBytes)), more than can be read back",
                    path: url.path)
            }
        }
    }

    /// A fresh temporary sibling's path for `url`: the prefix and a random suffix.
    package static func temporaryPath(for url: URL) -> String {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return url.deletingLastPathComponent()
            .appendingPathComponent(temporaryPrefix(for: url) + suffix).path
    }

    /// Creates a new file at `path` holding `data`, fsynced, with `mode` (less the umask);
    /// never replaces an existing file.
    ///
    /// Throws with `EEXIST` when something is already there; a partial file is removed.
    /// Callers run it inside ``PendingTemporaryFiles/tracking(_:_:)`` (once, not nested), so
    /// Ctrl-C waits for the file to be whole or gone.
    package static func createExclusively(_ data: Data, atPath path: String, mode: mode_t = 0o600)
        throws(FileSystemError)
    {
        try createExclusively(atPath: path, mode: mode) { output throws(FileSystemError) in
            try output.write(data)
        }
    }

    /// Creates a new file at `path` holding what `contents` writes to it, fsynced, as
    /// ``createExclusively(_:atPath:mode:)``; when `contents` throws, the file is removed.
    static func createExclusively(
        atPath path: String, mode: mode_t, contents: (FileOutput) throws(FileSystemError) -> Void
    ) throws(FileSystemError) {
        try WriteFault.check(.create, path: path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .current(path: path) }
        var failure: FileSystemError?
        do throws(FileSystemError) {
            try WriteFault.check(.write, path: path)
            try contents(FileOutput(descriptor: fd, path: path))
        } catch {
            failure = error
        }
        if failure == nil {
            do throws(FileSystemError) {
                try WriteFault.check(.sync, path: path)
                if WriteFault.flushes, fsync(fd) != 0 { failure = .current(path: path) }
            } catch {
                failure = error
            }
        }
        if close(fd) != 0, failure == nil, errno != EINTR { failure = .current(path: path) }
        if let failure {
            removeEntry(path)
            throw failure
        }
    }

    /// Writes all of `data` to the open descriptor `fd`, retrying short writes and `EINTR`;
    /// `path` names it in the error.
    static func writeAll(_ data: Data, to fd: Int32, path: String) throws(FileSystemError) {
        try FileOutput(descriptor: fd, path: path).write(data)
    }

    /// Creates a new file at `url` holding `data` durably (through a temporary sibling that
    /// is linked into place), failing with `EEXIST` when anything, even a dangling link, is
    /// already there; a new file gets `mode` (less the umask).
    package static func createWithoutReplacing(_ data: Data, at url: URL, mode: mode_t = 0o600)
        throws(FileSystemError)
    {
        let temporary = URL(fileURLWithPath: temporaryPath(for: url))
        try PendingTemporaryFiles.shared.tracking(temporary.path) { () throws(FileSystemError) in
            try createExclusively(data, atPath: temporary.path, mode: mode)
            do throws(FileSystemError) {
                try moveWithoutReplacing(from: temporary, to: url)
            } catch {
                removeEntry(temporary.path)
                throw error
            }
        }
    }

    /// Gives the file at `source` the new name `destination`, failing with `EEXIST` rather
    /// than replacing anything already at `destination`.
    package static func moveWithoutReplacing(from source: URL, to destination: URL)
        throws(FileSystemError)
    {
        // NB: link + unlink is Linux's portable no-replace rename; renameat2 is not importable.
        var linked = true
        do throws(FileSystemError) {
            try hardLink(source.path, at: destination.path)
        } catch {
            guard linkUnavailableCodes.contains(error.code) else { throw error }
            linked = false
        }
        if linked {
            do throws(FileSystemError) {
                try WriteFault.check(.remove, path: source.path)
                guard unlink(source.path) == 0 else { throw .current(path: source.path) }
            } catch {
                removeEntry(destination.path)
                throw error
            }
            synchronizeDirectory(destination.deletingLastPathComponent())
            return
        }
        // Directories and file systems without hard links: check, then rename (callers hold
        // the store's lock, so no CleanApps process races this).
        var status = stat()
        guard lstat(destination.path, &status) != 0 else {
            throw FileSystemError(code: EEXIST, path: destination.path, detail: nil)
        }
        try renameEntry(source.path, to: destination.path)
        synchronizeDirectory(destination.deletingLastPathComponent())
    }

    /// Creates `url` and any missing parents with mode 0700; an existing directory is fine.
    package static func makeDirectory(_ url: URL) throws(FileSystemError) {
        var missing: [String] = []
        var path = url.standardizedFileURL.path
        var status = stat()
        while stat(path, &status) != 0 {
            guard errno == ENOENT, path != "/" else { throw .current(path: path) }
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .other("it is not a directory", path: path)
        }
        for directory in missing.reversed() {
            try WriteFault.check(.create, path: directory)
            guard mkdir(directory, 0o700) != 0 else { continue }
            guard errno == EEXIST else { throw .current(path: directory) }
        }
    }

    /// Removes temporary siblings of `url` left by writers that crashed mid-write.
    ///
    /// Only safe while holding the lock every writer of `url` takes.
    static func removeStaleTemporaryFiles(for url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            removeEntry(directory.appendingPathComponent(name).path)
        }
    }

    /// Removes the temporary files (`.NAME.tmp-*`) directly in `directory` last modified
    /// before `cutoff`: left by writers killed mid-write, since a live write takes far less.
    /// Returns how many were removed.
    @discardableResult
    package static func removeTemporaryFiles(in directory: URL, modifiedBefore cutoff: Date) -> Int
    {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(".") && name.contains(".tmp-") {
            let url = directory.appendingPathComponent(name)
            guard isRegularFile(url, modifiedBefore: cutoff), unlink(url.path) == 0 else {
                continue
            }
            removed += 1
        }
        return removed
    }

    /// Whether `url` is a regular file (links not followed) last modified before `cutoff`.
    package static func isRegularFile(_ url: URL, modifiedBefore cutoff: Date) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let modified = Date(
            timeIntervalSince1970: TimeInterval(info.modificationTime.tv_sec)
                + TimeInterval(info.modificationTime.tv_nsec) / 1e9)
        return modified < cutoff
    }

    /// Gives the entry at `source` the name `destination` (`rename(2)`), replacing what
    /// was there.
    static func renameEntry(_ source: String, to destination: String) throws(FileSystemError) {
        try WriteFault.check(.rename, path: destination)
        guard rename(source, destination) == 0 else { throw .current(path: destination) }
    }

    /// Removes the entry at `path` (`unlink(2)`) when there is one; false when it could not.
    @discardableResult
    static func removeEntry(_ path: String) -> Bool {
        guard WriteFault.allows(.remove, path: path) else { return false }
        return unlink(path) == 0 || errno == ENOENT
    }

    /// Flushes the directory entry changes of `directory` to disk.
    static func synchronizeDirectory(_ directory: URL) {
        guard WriteFault.allows(.sync, path: directory.path), WriteFault.flushes else { return }
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        // NB: failure is ignored: the rename already happened and some file systems refuse
        // to fsync directories; reporting "not saved" here would be false.
        _ = fsync(fd)
        close(fd)
    }

    /// `bytes` in whole megabytes when it is some, else in bytes.
    private static func sizeText(_ bytes: Int) -> String {
        let megabyte = 1024 * 1024
        return bytes >= megabyte && bytes % megabyte == 0
            ? "\(bytes / megabyte) MB" : "\(bytes) bytes"
    }
}

/// `read(2)`, named apart from ``DurableFile``'s own `read`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
{
    // NB: at file scope the unqualified name is the C function on every platform.
    read(descriptor, buffer, count)
}
