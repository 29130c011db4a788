#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure injected into every durable write of the current task and the tasks it starts,
/// so tests can see a store on a full disk or a read-only folder without one (CI runs as
/// root, which ignores permissions, and unit tests cannot mount file systems).
///
/// Production code never sets it; ``DurableFile`` consults ``current`` before each call that
/// changes the file system (a step: creating, writing, flushing, linking, renaming or
/// removing), so with ``WriteSteps`` a test can also fail one step, or stop the process
/// there as a kill would, whatever the step is.
// NB: a task-local rather than an init parameter: the stores are built deep inside every
// repository, and a task-local reaches them all without widening those public initializers.
package struct WriteFault: Equatable, Sendable {
    /// Which kind of system call fails.
    enum Stage: Equatable, Sendable {
        /// Creating a file (or a link to one): a read-only folder or file system.
        case create
        /// Writing a created file's bytes: a full disk.
        case write
        /// Making a hard link: a file system without them (callers fall back to copying).
        case link
        /// Flushing a file or a folder to the disk (`fsync`).
        case sync
        /// Giving an entry another name (`rename`).
        case rename
        /// Removing an entry (`unlink`).
        case remove
    }

    /// The `errno` the call fails with.
    package let code: Int32
    /// Which calls fail; nil when only ``steps`` decides.
    let stage: Stage?
    /// Counts every step, failing or stopping the one it names.
    package let steps: WriteSteps?

    init(code: Int32, stage: Stage?, steps: WriteSteps? = nil) {
        self.code = code
        self.stage = stage
        self.steps = steps
    }

    /// A full disk: files are created, but writing their bytes fails with `ENOSPC`.
    package static let diskFull = WriteFault(code: ENOSPC, stage: .write)
    /// A read-only file system: creating files fails with `EROFS`.
    package static let readOnly = WriteFault(code: EROFS, stage: .create)
    /// A file system without hard links: linking fails with `EPERM`; everything else works.
    package static let noHardLinks = WriteFault(code: EPERM, stage: .link)

    /// No fault of a kind, only `steps` counting (and failing or stopping) the steps.
    package static func only(_ steps: WriteSteps) -> WriteFault {
        WriteFault(code: 0, stage: nil, steps: steps)
    }

    /// This fault, with `steps` counting (and failing or stopping) every step as well.
    package func with(_ steps: WriteSteps) -> WriteFault {
        WriteFault(code: code, stage: stage, steps: steps)
    }

    /// The fault in effect for the current task; nil (no fault) unless a test sets one.
    @TaskLocal package static var current: WriteFault?

    package static func == (lhs: WriteFault, rhs: WriteFault) -> Bool {
        lhs.code == rhs.code && lhs.stage == rhs.stage && lhs.steps === rhs.steps
    }

    /// Whether a flush (`fsync`) goes to the disk: false only under ``WriteSteps`` that
    /// leave flushes out.
    static var flushes: Bool { current?.steps?.flushes ?? true }

    /// One step on `path`, a call of one of `stages`: throws the fault when it applies.
    static func check(_ stages: Stage..., path: String) throws(FileSystemError) {
        guard let fault = current else { return }
        try fault.steps?.take(path: path)
        guard let stage = fault.stage, stages.contains(stage) else { return }
        throw FileSystemError(code: fault.code, path: path, detail: nil)
    }

    /// Whether a step that reports no failure (a clean-up, a flush) may run: false when
    /// the fault fails it or the process was stopped.
    static func allows(_ stages: Stage..., path: String) -> Bool {
        guard let fault = current else { return true }
        do throws(FileSystemError) {
            try fault.steps?.take(path: path)
        } catch {
            return false
        }
        guard let stage = fault.stage else { return true }
        return !stages.contains(stage)
    }
}
