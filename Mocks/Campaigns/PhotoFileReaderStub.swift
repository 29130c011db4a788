import CampaignsDomain
import CleanAppsCore
import Foundation

/// Serves photo files from a dictionary of path → bytes; other paths throw a
/// `PhotoFileError` saying there is no file.
public struct PhotoFileReaderStub: PhotoFileReader {
    private let files: [String: Data]

    /// Creates a reader serving `files`.
    public init(files: [String: Data]) {
        self.files = files
    }

    /// The stubbed bytes for `path`.
    public func readPhoto(atPath path: String, limit: Int) async throws -> Data {
        guard let bytes = files[path] else {
            throw PhotoFileError(
                message: "There is no file at \(path); check the path and try again.")
        }
        return bytes.prefix(limit + 1)
    }
}
