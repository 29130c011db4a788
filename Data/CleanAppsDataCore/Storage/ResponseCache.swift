import Foundation

/// Keeps the raw bytes of good responses on disk, one file per key, with the time saved.
///
/// Callers judge each answer with ``AnswerVerdict`` and save through
/// ``save(_:verdict:for:at:)``, which keeps only usable answers: a bad, empty or mostly
/// unusable response never reaches the cache, so it never replaces a good one. Keys (typically request URLs) become file names of the
/// form `<slug>-<64-bit FNV-1a hash>.response`, so hostile keys (`../`, `/`, NUL, absolute
/// paths) cannot leave ``directory``; the key is stored in the file and checked on load, so
/// a hash collision reads as a miss. Writes are atomic; concurrent savers of one key leave
/// one whole response. File format: one JSON header line (`format`, `key`, `savedAt`),
/// then the bytes.
public struct ResponseCache: Sendable {
    /// The folder holding the cached responses (created on first save).
    public let directory: URL

    private struct Header: Codable {
        var format: Int
        var key: String
        var savedAt: Date
    }

    /// A cache in `directory`; nothing is touched until the first save.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Stores `data` as the response for `key`, saved at `date`, replacing any earlier one.
    ///
    /// Throws ``StoreError/writeFailed(file:reason:)`` when the folder or file cannot be
    /// written; the earlier response, if any, then stays as it was.
    public func save(_ data: Data, for key: String, at date: Date) throws {
        let url = fileURL(for: key)
        var contents: Data
        do {
            contents = try JSONEncoder().encode(Header(format: 1, key: key, savedAt: date))
        } catch {
            throw StoreError.writeFailed(file: url.path, reason: "the key could not be encoded")
        }
        contents.append(0x0A)
        contents.append(data)
        do throws(FileSystemError) {
            try DurableFile.makeDirectory(directory)
            try DurableFile.writeAtomically(contents, to: url)
        } catch {
            throw StoreError.writeFailed(file: url.path, reason: error.reason)
        }
    }

    /// Stores `data` for `key` only when `verdict` is ``AnswerVerdict/usable``; returns
    /// whether it was stored. An empty or failed answer leaves the saved one as it was.
    ///
    /// Throws as ``save(_:for:at:)`` does.
    @discardableResult
    public func save(_ data: Data, verdict: AnswerVerdict, for key: String, at date: Date) throws
        -> Bool
    {
        guard verdict == .usable else { return false }
        try save(data, for: key, at: date)
        return true
    }

    /// The last response saved for `key` and when, or nil when there is none or its file
    /// is unreadable or damaged. The data is a slice of the file's bytes (its indices start
    /// past the header), not a copy.
    public func load(for key: String) -> (data: Data, savedAt: Date)? {
        guard case .bytes(let contents) = DurableFile.read(fileURL(for: key)),
            let newline = contents.firstIndex(of: 0x0A),
            let header = try? JSONDecoder().decode(
                Header.self, from: contents[contents.startIndex..<newline]),
            header.format == 1, header.key == key
        else { return nil }
        // NB: not copied: a cached 9,500-item list is 10 MB.
        return (contents[contents.index(after: newline)...], header.savedAt)
    }

    /// The file that holds the response for `key`; always directly inside ``directory``.
    public func fileURL(for key: String) -> URL {
        let name = SafeFileName.make(from: key, maxBytes: 80) + "-" + Self.fingerprint(key)
        return directory.appendingPathComponent(name + ".response", isDirectory: false)
    }

    /// The 64-bit FNV-1a hash of `key`'s UTF-8 bytes as 16 hex digits.
    private static func fingerprint(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
