import Archive
import Foundation

/// Where a test's archive is read from: bytes in memory, or a file holding them (so every
/// archive test covers both sources of ``ZipArchive``).
enum ArchiveSource: String, CaseIterable, Sendable {
    case memory
    case file

    /// Opens `bytes` from this source.
    func open(_ bytes: [UInt8], limits: ZipLimits = .standard) throws -> ZipArchive {
        switch self {
        case .memory:
            return try ZipArchive(bytes: bytes, limits: limits)
        case .file:
            // NB: the archive keeps its file open, so it stays readable once the name goes.
            let url = URL(fileURLWithPath: NSTemporaryDirectory())
                .appendingPathComponent("cleanapps-tests-\(UUID().uuidString).zip")
            try Foundation.Data(bytes).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            return try ZipArchive(contentsOf: url, limits: limits)
        }
    }

    /// Opens the archive fixture `name` from this source.
    func open(fixture name: String) throws -> ZipArchive {
        try open(try ArchiveFixtures.bytes(name))
    }
}
