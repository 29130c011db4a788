import Foundation

/// A fresh, uniquely named folder under the system temporary directory for one test; it is
/// removed with everything in it when the instance is released.
///
/// Permissions are restored before removal, so tests may make parts of it read-only.
public final class TemporaryDirectory: Sendable {
    /// The folder's absolute URL.
    public let url: URL

    /// Creates the folder; throws when the temporary directory is not writable.
    public init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("cleanapps-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `relativePath` inside the folder (nothing is created).
    public func appending(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// The names of the entries directly inside `relativePath` (default: the folder), sorted.
    public func names(in relativePath: String = "") -> [String] {
        let folder = relativePath.isEmpty ? url : appending(relativePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted()
    }

    deinit {
        let manager = FileManager.default
        let folders = manager.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        for path in [url.path] + folders.map({ url.appendingPathComponent($0).path }) {
            // NB: attributesOfItem does not follow links, so no folder outside is touched.
            let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            if type == .typeDirectory {
                try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
            }
        }
        try? manager.removeItem(at: url)
    }
}
