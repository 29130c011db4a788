import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commit protocol every write of a store follows (the state table is in
/// docs/RELIABILITY.md, "The commit protocol").
///
/// 1. The new file is written whole to `.NAME.staged` and fsynced.
/// 2. What the write does to the backups is staged beside it, and nothing else changes: the
///    replaced file is kept as `.NAME.staged-backup` (a hard link, or a copy), or the
///    newest backup an undo puts back is moved to `.NAME.taken-backup`.
/// 3. The commit: `.NAME.staged` is renamed over the file.
/// 4. The backups are settled: the staged one becomes `NAME.backup-1` (the others move one
///    place up, the oldest past ``backupLimit`` goes), or the taken one is removed and the
///    others move down.
///
/// So `.NAME.staged` exists exactly while a write has not committed. A failure before the
/// commit undoes step 2, then removes `.NAME.staged` (in that order), leaving every file as
/// it was; a kill anywhere leaves files that ``backupFiles()`` reads as the backups before
/// or after the write, matching the file, and that the next write settles first
/// (``settlePendingCommit()``). A backup slot is never another name of the file.
extension JSONDocumentStore {
    /// What a write does to the backups besides replacing the file.
    enum BackupChange {
        /// Nothing: the backups stay as they are.
        case unchanged
        /// The replaced file becomes the newest backup.
        case keepReplaced
        /// The newest backup leaves the chain (an undo put it back).
        case takeNewest
    }

    /// The new file while it is written, before the commit.
    var stagedURL: URL { sibling(".\(fileURL.lastPathComponent).staged") }
    /// The replaced file, kept for the newest backup until the backups are settled.
    var stagedBackupURL: URL { sibling(".\(fileURL.lastPathComponent).staged-backup") }
    /// The newest backup an undo puts back, out of the chain until the commit.
    var takenBackupURL: URL { sibling(".\(fileURL.lastPathComponent).taken-backup") }

    private func sibling(_ name: String) -> URL {
        fileURL.deletingLastPathComponent().appendingPathComponent(name, isDirectory: false)
    }

    /// Under the lock: replaces the file with what `contents` writes, changing the backups
    /// as `backups` says, by the protocol above. Throws with every file as it was.
    func commit(
        backups: BackupChange, contents: (FileOutput) throws(FileSystemError) -> Void
    ) throws(StoreError) {
        try settlePendingCommit()
        let staged = stagedURL.path
        try PendingTemporaryFiles.shared.tracking(staged) { () throws(StoreError) in
            do throws(FileSystemError) {
                try DurableFile.createReadable(atPath: staged, for: fileURL, contents: contents)
            } catch {
                throw .writeFailed(file: fileURL.path, reason: error.reason)
            }
            do throws(StoreError) {
                try stage(backups)
                DurableFile.synchronizeDirectory(fileURL.deletingLastPathComponent())
                do throws(FileSystemError) {
                    try DurableFile.renameEntry(staged, to: fileURL.path)
                } catch {
                    throw .writeFailed(file: fileURL.path, reason: error.reason)
                }
            } catch {
                if unstage(backups) { DurableFile.removeEntry(staged) }
                throw error
            }
            // NB: the file is replaced; backups left unsettled here read as settled and the
            // next write settles them, so a failure now is not a failed save.
            try? settlePendingCommit()
        }
    }

    /// Step 2 for `backups`.
    private func stage(_ backups: BackupChange) throws(StoreError) {
        switch backups {
        case .unchanged:
            return
        case .keepReplaced:
            guard DurableFile.isRegularFile(fileURL) else { return }
            do throws(FileSystemError) {
                try DurableFile.keepCopy(of: fileURL, asNew: stagedBackupURL.path)
            } catch {
                throw .writeFailed(
                    file: fileURL.path,
                    reason: "the previous version could not be backed up: \(error.reason)")
            }
        case .takeNewest:
            do throws(FileSystemError) {
                try DurableFile.renameEntry(backupURL(1).path, to: takenBackupURL.path)
            } catch {
                throw .writeFailed(file: fileURL.path, reason: error.reason)
            }
        }
    }

    /// Undoes step 2 for `backups`; false when that failed (`.NAME.staged` must then stay,
    /// so the staged files still read as not committed).
    private func unstage(_ backups: BackupChange) -> Bool {
        switch backups {
        case .unchanged: return true
        case .keepReplaced: return DurableFile.removeEntry(stagedBackupURL.path)
        case .takeNewest: return putTakenBackupBack()
        }
    }

    private func putTakenBackupBack() -> Bool {
        guard exists(takenBackupURL) else { return true }
        do throws(FileSystemError) {
            try DurableFile.renameEntry(takenBackupURL.path, to: backupURL(1).path)
            return true
        } catch {
            return false
        }
    }

    /// Under the lock: finishes or undoes what a write stopped part-way left (see the type),
    /// so the backups are `NAME.backup-1`… with no gap and no staged file is left.
    ///
    /// Throws ``StoreError/writeFailed(file:reason:)`` when that cannot be done.
    func settlePendingCommit() throws(StoreError) {
        var changed = false
        defer {
            if changed { DurableFile.synchronizeDirectory(fileURL.deletingLastPathComponent()) }
        }
        do throws(FileSystemError) {
            if exists(stagedURL) {
                changed = true
                guard putTakenBackupBack(), remove(stagedBackupURL), remove(stagedURL) else {
                    throw .other("an unfinished save could not be undone", path: fileURL.path)
                }
            } else {
                if exists(stagedBackupURL) {
                    changed = true
                    try promoteStagedBackup()
                }
                if exists(takenBackupURL) {
                    changed = true
                    guard remove(takenBackupURL) else {
                        throw .other("an unfinished undo could not be finished", path: fileURL.path)
                    }
                }
            }
            changed = try closeBackupGaps().moved > 0 || changed
        } catch {
            throw .writeFailed(file: fileURL.path, reason: error.reason)
        }
        // NB: a writer of an earlier version killed mid-backup leaves `.NAME.tmp-*` and
        // `.NAME.backup-1.tmp-*`; only lock holders write, so under the lock they are stale.
        DurableFile.removeStaleTemporaryFiles(for: fileURL)
        DurableFile.removeStaleTemporaryFiles(for: backupURL(1))
    }

    /// When a write stopped part-way left staged files and nobody holds the lock: settles
    /// them (best effort), so what a kill left goes at the next read, not only the next write.
    func settleLeftoversIfFree() {
        guard exists(stagedURL) || exists(stagedBackupURL) || exists(takenBackupURL) else {
            return
        }
        _ = try? FileLock.withExclusiveLockIfFree(at: lockURL) { try settlePendingCommit() }
    }

    /// After the commit: the staged backup becomes `NAME.backup-1`, the others one place up.
    private func promoteStagedBackup() throws(FileSystemError) {
        guard !DurableFile.isSameFile(stagedBackupURL, fileURL) else {
            // NB: never after a commit (that renamed another file over the name); kept as a
            // rule so that a backup is never the file under another name.
            guard remove(stagedBackupURL) else {
                throw .other("an unfinished save could not be undone", path: fileURL.path)
            }
            return
        }
        let count = try closeBackupGaps().kept
        if count >= Self.backupLimit, !remove(backupURL(Self.backupLimit)) {
            throw .other("the oldest backup could not be removed", path: fileURL.path)
        }
        for index in stride(from: min(count, Self.backupLimit - 1), through: 1, by: -1) {
            try DurableFile.renameEntry(backupURL(index).path, to: backupURL(index + 1).path)
        }
        try DurableFile.renameEntry(stagedBackupURL.path, to: backupURL(1).path)
    }

    /// Moves the backups down into any missing places, keeping their order; returns how
    /// many there are and how many moved.
    @discardableResult
    private func closeBackupGaps() throws(FileSystemError) -> (kept: Int, moved: Int) {
        var kept = 0
        var moved = 0
        for index in 1...Self.backupLimit where exists(backupURL(index)) {
            kept += 1
            guard index != kept else { continue }
            try DurableFile.renameEntry(backupURL(index).path, to: backupURL(kept).path)
            moved += 1
        }
        return (kept, moved)
    }

    /// The files holding the backups, newest first, as a reader sees them at any moment:
    /// a write stopped before its commit shows the backups from before it, one stopped
    /// after shows those after it, and a missing place is skipped.
    func backupFiles() -> [URL] {
        var files: [URL] = []
        if exists(stagedURL) {
            if exists(takenBackupURL) { files.append(takenBackupURL) }
        } else if exists(stagedBackupURL), !DurableFile.isSameFile(stagedBackupURL, fileURL) {
            files.append(stagedBackupURL)
        }
        files += (1...Self.backupLimit).map(backupURL).filter(exists)
        return Array(files.prefix(Self.backupLimit))
    }

    /// Whether anything (a dangling link included) is at `url`.
    private func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    private func remove(_ url: URL) -> Bool {
        !exists(url) || DurableFile.removeEntry(url.path)
    }
}
