import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an older file could not be upgraded, in words for the user.
struct UpgradeFailure: Error {
    let reason: String
}

extension JSONDocumentStore {
    /// Runs the migrations from `version` up to ``schemaVersion`` on the file's document.
    func upgrade(_ bytes: Data, from version: Int) throws(UpgradeFailure) -> Document {
        let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        guard let document = object?["document"],
            var json = try? JSONSerialization.data(
                withJSONObject: document, options: [.fragmentsAllowed, .sortedKeys])
        else {
            throw UpgradeFailure(reason: "it has no document to upgrade")
        }
        for step in version..<schemaVersion {
            guard let migration = migrations[step] else {
                throw UpgradeFailure(reason: "no upgrade from its schema version \(step) exists")
            }
            do {
                json = try migration(json)
            } catch {
                throw UpgradeFailure(reason: "the upgrade from schema version \(step) failed")
            }
        }
        do {
            return try DocumentCoding.makeDecoder().decode(Document.self, from: json)
        } catch {
            throw UpgradeFailure(reason: "its upgraded contents could not be read")
        }
    }

    /// Saves `replacement`, first keeping the file it was upgraded from as a backup, and
    /// changes the backups as `backups` says.
    func persist(
        _ replacement: Replacement, upgradedFrom: (version: Int, bytes: Data)?,
        backups: BackupChange
    ) throws(StoreError) {
        var backupName: String?
        if let upgradedFrom {
            backupName = try keepBackup(upgradedFrom.bytes, version: upgradedFrom.version)
        }
        switch replacement {
        case .document(let document): try write(document, backups: backups)
        case .direct(let document): try write(direct: document, backups: backups)
        }
        if let upgradedFrom, let backupName {
            announce(
                "Upgraded \(fileURL.lastPathComponent) from schema version "
                    + "\(upgradedFrom.version) to \(schemaVersion); the previous file was "
                    + "kept as \(backupName).")
        }
    }

    /// Writes `bytes` to a new `NAME.v<version>.bak` (never replacing one) and returns its name.
    func keepBackup(_ bytes: Data, version: Int) throws(StoreError) -> String {
        let name = fileURL.lastPathComponent
        var failure = FileSystemError(code: EEXIST, path: fileURL.path, detail: nil)
        for attempt in 1...1_000 {
            let backup =
                attempt == 1 ? "\(name).v\(version).bak" : "\(name).v\(version)-\(attempt).bak"
            let path = fileURL.deletingLastPathComponent().appendingPathComponent(backup).path
            do throws(FileSystemError) {
                try PendingTemporaryFiles.shared.tracking(path) { () throws(FileSystemError) in
                    try DurableFile.createExclusively(bytes, atPath: path)
                }
                return backup
            } catch {
                failure = error
                if error.code != EEXIST { break }
            }
        }
        throw .writeFailed(
            file: fileURL.path,
            reason: "the previous version could not be backed up: \(failure.reason)")
    }
}
