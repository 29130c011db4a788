import CleanAppsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one rule for a file the user names for output (e-mails, posters).
///
/// - Nothing there: a new file is created (written to a temporary sibling, then linked into
///   place, so nothing that appears meanwhile is replaced).
/// - A regular file or a symbolic link: replaced only when `replacing` is true, as one
///   rename of the entry itself, so a link is never followed.
/// - A character device or FIFO (`/dev/null`, a terminal, a named pipe, also behind a
///   link) and the standard streams (`-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`) are
///   written in place, as other tools do; nothing is ever renamed over them.
/// - A folder, block device or socket is refused.
/// - A path that resolves, links followed, into the app's own folders (the stores, their
///   locks, photos, posters, the cache) is refused even when replacing. A caller that saves
///   its own kind of file there by default names that extension (`userFileExtension`, e.g.
///   `eml` for e-mails): only such a file directly in the folder is the user's.
///
/// NB: checks, then writes: another process swapping the entry in between is not defended
/// against beyond what the exclusive link and the rename give.
public enum NamedOutputFile {
    /// What was done, or would be done, at the path.
    public enum Action: Equatable, Sendable {
        /// A new file is created.
        case create
        /// An existing regular file or link is replaced by a new file.
        case replace
        /// A device, FIFO or open descriptor is written in place.
        case writeInPlace
    }

    /// Why a named file is not written (`OutputFileRefusal` in CleanAppsCore).
    public typealias Refusal = OutputFileRefusal

    /// The path an output argument names: `-` is standard output.
    public static func url(forArgument argument: String) -> URL {
        let path = argument == "-" ? "/dev/stdout" : (argument as NSString).expandingTildeInPath
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// What writing to `url` would do, or why it is refused.
    ///
    /// - Parameters:
    ///   - url: the file to write.
    ///   - replacing: whether an existing file may be replaced.
    ///   - ownFolders: CleanApps' data and cache folders, never written into.
    ///   - userFileExtension: the extension (without a dot, any case) of files directly in
    ///     an own folder that are the user's, because this caller saves them there by
    ///     default; nil (the default) allows none.
    public static func check(
        _ url: URL, replacing: Bool, ownFolders: [URL], userFileExtension: String? = nil
    ) throws(Refusal) -> Action {
        let path = url.path
        let name = printableName(url)
        if ownFolders.contains(where: {
            isOwnData(url, in: $0, userFileExtension: userFileExtension)
        }) {
            throw .ownData(name: name)
        }
        if standardStream(path) != nil { return .writeInPlace }
        var entry = stat()
        guard lstat(path, &entry) == 0 else {
            guard errno == ENOENT else {
                throw .failed(name: name, reason: FileSystemError.current(path: path).reason)
            }
            var folder = stat()
            let parent = url.deletingLastPathComponent().path
            guard stat(parent, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
                throw .missingFolder(name: name)
            }
            return .create
        }
        var type = entry.st_mode & S_IFMT
        if type == S_IFLNK {
            var target = stat()
            let followed = stat(path, &target) == 0 ? target.st_mode & S_IFMT : 0
            type = followed == S_IFCHR || followed == S_IFIFO ? followed : S_IFREG
        }
        switch type {
        case S_IFCHR, S_IFIFO: return .writeInPlace
        case S_IFREG:
            guard replacing else { throw .exists(name: name) }
            return .replace
        case S_IFDIR: throw .notAFile(name: name, kind: "a folder")
        case S_IFBLK: throw .notAFile(name: name, kind: "a block device")
        case S_IFSOCK: throw .notAFile(name: name, kind: "a socket")
        default: throw .notAFile(name: name, kind: "something else")
        }
    }

    /// Writes `data` to `url` by the rule above (a new file gets `mode`, less the umask) and
    /// returns what it did; `userFileExtension` as in ``check(_:replacing:ownFolders:userFileExtension:)``.
    @discardableResult
    public static func write(
        _ data: Data, to url: URL, replacing: Bool, ownFolders: [URL],
        userFileExtension: String? = nil, mode: mode_t = 0o600
    ) throws(Refusal) -> Action {
        let action = try check(
            url, replacing: replacing, ownFolders: ownFolders,
            userFileExtension: userFileExtension)
        let name = printableName(url)
        do throws(FileSystemError) {
            switch action {
            case .create: try DurableFile.createWithoutReplacing(data, at: url, mode: mode)
            case .replace: try DurableFile.writeAtomically(data, to: url, mode: mode)
            case .writeInPlace: try writeInPlace(data, to: url.path)
            }
        } catch {
            throw error.code == EEXIST
                ? .exists(name: name) : .failed(name: name, reason: error.reason)
        }
        return action
    }

    /// Writes to the open descriptor a standard-stream path names, or opens the device or
    /// FIFO (waiting for a reader, as any writer of a FIFO does) without creating or
    /// truncating anything.
    private static func writeInPlace(_ data: Data, to path: String) throws(FileSystemError) {
        if let descriptor = standardStream(path) {
            try DurableFile.writeAll(data, to: descriptor, path: path)
            return
        }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .current(path: path) }
        defer { close(descriptor) }
        try DurableFile.writeAll(data, to: descriptor, path: path)
    }

    /// Whether `path` names standard output (`-` became `/dev/stdout`), where a command
    /// prints nothing after the file itself.
    public static func isStandardOutput(_ path: String) -> Bool {
        standardStream(path) == STDOUT_FILENO
    }

    /// The folders whose entries name this process's open descriptors.
    private static var descriptorFolders: [String] {
        #if os(Linux)
            ["/dev/fd/", "/proc/self/fd/"]
        #else
            ["/dev/fd/"]
        #endif
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names.
    private static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in descriptorFolders where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Whether `url`, links followed, is `folder` or lies in it, except a file with the
    /// caller's `userFileExtension` directly in it (where that caller saves by default).
    private static func isOwnData(_ url: URL, in folder: URL, userFileExtension: String?)
        -> Bool
    {
        if isSame(url, folder) { return true }
        guard SafePath.isInside(url, folder: folder) else { return false }
        guard let userFileExtension else { return true }
        let resolved = URL(fileURLWithPath: url.path).resolvingSymlinksInPath()
        let isDirectChild = !SafePath.isInside(resolved.deletingLastPathComponent(), folder: folder)
        let isUserFile = resolved.pathExtension.lowercased() == userFileExtension.lowercased()
        return !(isDirectChild && isUserFile)
    }

    /// Whether `url` names `folder` itself, links followed.
    private static func isSame(_ url: URL, _ folder: URL) -> Bool {
        var first = stat()
        var second = stat()
        return stat(url.path, &first) == 0 && stat(folder.path, &second) == 0
            && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// The file's name, control characters replaced, for messages.
    private static func printableName(_ url: URL) -> String {
        let name = url.lastPathComponent
        return String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
