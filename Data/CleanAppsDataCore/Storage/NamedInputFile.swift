import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one check for a file the user names as input (`directory import FILE`, `--image`):
/// it must be a regular file.
///
/// The file is opened without waiting (`O_NONBLOCK`), so a FIFO with no writer, a device or a
/// socket is refused at once instead of hanging the command.
public enum NamedInputFile {
    /// Why a named input cannot be read.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing is there.
        case missing
        /// A folder is there.
        case folder
        /// Something other than a regular file is there, e.g. "a named pipe (FIFO)".
        case notAFile(kind: String)
        /// The file could not be opened; the system's reason.
        case unreadable(reason: String)
    }

    /// Opens the regular file at `path` (`~` expanded) for reading, or says why not.
    public static func open(_ path: String) throws(Problem) -> FileHandle {
        let expanded = (path as NSString).expandingTildeInPath
        let descriptor = systemOpen(expanded, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let error = FileSystemError.current(path: expanded)
            if error.code == ENOENT || error.code == ENOTDIR { throw .missing }
            throw .unreadable(reason: error.reason)
        }
        var status = stat()
        let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        guard type == S_IFREG else {
            close(descriptor)
            switch type {
            case S_IFDIR: throw .folder
            case S_IFIFO: throw .notAFile(kind: "a named pipe (FIFO)")
            case S_IFCHR: throw .notAFile(kind: "a character device")
            case S_IFBLK: throw .notAFile(kind: "a block device")
            case S_IFSOCK: throw .notAFile(kind: "a socket")
            default: throw .notAFile(kind: "not a regular file")
            }
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Checks that `path` names a regular file that can be opened, without reading it.
    public static func check(_ path: String) throws(Problem) {
        try open(path).closeFile()
    }
}

/// `open(2)`, named apart from ``NamedInputFile``'s own `open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    // NB: at file scope the unqualified name is the C function on every platform.
    open(path, flags)
}
