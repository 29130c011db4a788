import Foundation

extension JSONDocumentStore {
    /// How many backups are kept: `NAME.backup-1` (newest) to `NAME.backup-3`.
    public static var backupLimit: Int { 3 }

    /// The file of backup `index` (1 = newest).
    func backupURL(_ index: Int) -> URL {
        fileURL.deletingLastPathComponent().appendingPathComponent(
            "\(fileURL.lastPathComponent).backup-\(index)", isDirectory: false)
    }

    /// The document in the newest backup, or nil when there is none.
    ///
    /// Throws ``StoreError/unreadable(file:reason:)`` when the backup is damaged.
    public func loadBackup() throws(StoreError) -> Document? {
        guard let newest = backupFiles().first else { return nil }
        return try backupDocument(newest)
    }

    /// The documents of every kept backup, newest first (read without the lock; call it
    /// under the lock, e.g. inside ``readLocked(_:)``, to see them as they are there).
    ///
    /// Throws ``StoreError/unreadable(file:reason:)`` when a backup is damaged.
    public func loadBackups() throws(StoreError) -> [Document] {
        var documents: [Document] = []
        for file in backupFiles() {
            if let document = try backupDocument(file) { documents.append(document) }
        }
        return documents
    }

    /// Puts the newest backup back in place of the file, under the lock, and returns it;
    /// older backups move up one place. Nil, with nothing changed, when there is no backup.
    ///
    /// Throws ``StoreError`` when the backup is damaged or the file cannot be written.
    public func restoreBackup() throws -> Document? {
        try restoreBackup(merging: { _, backup in backup })
    }

    /// Like ``restoreBackup()``, but writes what `merge` makes of the stored document and the
    /// newest backup (so changes made since the backup can be kept), and returns that.
    /// Nil, with nothing changed, when there is no backup.
    public func restoreBackup(
        merging merge: (_ current: Document, _ backup: Document) throws -> Document
    ) throws -> Document? {
        do {
            try DurableFile.makeDirectory(fileURL.deletingLastPathComponent())
            return try FileLock.withExclusiveLock(at: lockURL) { () throws -> Document? in
                if case .newer(let version) = inspect() {
                    throw StoreError.newerSchema(
                        file: fileURL.path, found: version, supported: schemaVersion)
                }
                try settlePendingCommit()
                guard let backup = try backupDocument(backupURL(1)) else { return nil }
                let document = try merge(try settle(inspect()).document, backup)
                try write(document, backups: .takeNewest)
                return document
            }
        } catch let error as FileSystemError {
            throw StoreError.writeFailed(file: fileURL.path, reason: error.reason)
        }
    }

    /// The document a backup file holds (upgraded when older), nil when there is no file.
    private func backupDocument(_ url: URL) throws(StoreError) -> Document? {
        let bytes: Data
        switch DurableFile.read(url) {
        case .missing: return nil
        case .unreadable(let error): throw .unreadable(file: url.path, reason: error.reason)
        case .bytes(let data): bytes = data
        }
        switch classify(bytes) {
        case .current(let document): return document
        case .older(let version, let bytes):
            do throws(UpgradeFailure) {
                return try upgrade(bytes, from: version)
            } catch {
                throw .unreadable(file: url.path, reason: error.reason)
            }
        case .newer(let version):
            throw .newerSchema(file: url.path, found: version, supported: schemaVersion)
        case .damaged(let reason):
            throw .unreadable(file: url.path, reason: reason)
        case .missing:
            return nil
        }
    }
}
