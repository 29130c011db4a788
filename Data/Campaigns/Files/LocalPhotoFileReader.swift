import Domain
import Foundation

/// Reads photo files from the local file system, never more than the limit plus one byte.
///
/// A file within the limit whose header says PNG or JPEG is also decoded whole
/// (``PhotoDecodeCheck``), so a cut-short, damaged or unsupported photo (CMYK, arithmetic
/// coding, 12-bit) is refused here with a sentence naming the file; other files are left
/// to the validator's header check and its messages.
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
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: expanded))
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: max(limit, 0) + 1) ?? Data()
        } catch {
            throw PhotoFileError(
                message: "The file at \(path) could not be read; check that you may open it.")
        }
        if bytes.count <= limit, case .success = ImageHeaderReader.read(bytes),
            let problem = PhotoDecodeCheck.problem(in: bytes)
        {
            throw PhotoFileError(message: "\((path as NSString).lastPathComponent): \(problem)")
        }
        return bytes
    }
}
