import CampaignsDomain
import Foundation

/// Reads photo files from the local file system, never more than the limit plus one byte.
public struct LocalPhotoFileReader: PhotoFileReader {
    /// Creates a reader.
    public init() {}

    public func readPhoto(atPath path: String, limit: Int) async throws -> Data {
        let expanded = (path as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else {
            throw PhotoFileError(
                message: "There is no file at \(path); check the path and try again.")
        }
        guard !isDirectory.boolValue else {
            throw PhotoFileError(message: "\(path) is a folder; name a PNG or JPEG file.")
        }
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: expanded))
            defer { try? handle.close() }
            return try handle.read(upToCount: max(limit, 0) + 1) ?? Data()
        } catch {
            throw PhotoFileError(
                message: "The file at \(path) could not be read; check that you may open it.")
        }
    }
}
