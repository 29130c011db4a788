#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure injected into every durable write of the current task and the tasks it starts,
/// so tests can see a store on a full disk or a read-only folder without one (CI runs as
/// root, which ignores permissions, and unit tests cannot mount file systems).
///
/// Production code never sets it; ``DurableFile`` consults ``current`` before each write.
// NB: a task-local rather than an init parameter: the stores are built deep inside every
// repository, and a task-local reaches them all without widening those public initializers.
package struct WriteFault: Equatable, Sendable {
    /// Which system call fails.
    enum Stage: Equatable, Sendable {
        /// Creating a file (or a link to one): a read-only folder or file system.
        case create
        /// Writing a created file's bytes: a full disk.
        case write
        /// Making a hard link: a file system without them (callers fall back to copying).
        case link
    }

    /// The `errno` the call fails with.
    package let code: Int32
    /// Which call fails.
    let stage: Stage

    /// A full disk: files are created, but writing their bytes fails with `ENOSPC`.
    package static let diskFull = WriteFault(code: ENOSPC, stage: .write)
    /// A read-only file system: creating files fails with `EROFS`.
    package static let readOnly = WriteFault(code: EROFS, stage: .create)
    /// A file system without hard links: linking fails with `EPERM`; everything else works.
    package static let noHardLinks = WriteFault(code: EPERM, stage: .link)

    /// The fault in effect for the current task; nil (no fault) unless a test sets one.
    @TaskLocal package static var current: WriteFault?

    /// Throws the fault for `path` when it applies to `stage`.
    static func check(_ stage: Stage, path: String) throws(FileSystemError) {
        guard let fault = current, fault.stage == stage else { return }
        throw FileSystemError(code: fault.code, path: path, detail: nil)
    }
}
